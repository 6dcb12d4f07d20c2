import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedVariants, compressOnce, preferredEncoding } from "./content-encoding";

describe("preferredEncoding", () => {
  it("prefers brotli, falls back to gzip, else sends the bytes as they are", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("honours an encoding refused with q=0", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR;q=0.0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("br;q=0.1")).toBe("br");
  });
});

describe("page compression", () => {
  const page = "<html>" + "Milheiro ".repeat(500) + "</html>";

  it("gives the same page back in every encoding, and compresses each once", () => {
    const variant = compressedVariants(page);
    expect(brotliDecompressSync(variant("br")).toString()).toBe(page);
    expect(gunzipSync(variant("gzip")).toString()).toBe(page);
    expect(variant(null).toString()).toBe(page);
    expect(variant("br")).toBe(variant("br"));
    expect(variant("br").length).toBeLessThan(page.length / 10);
  });

  it("compresses a one-off page too", () => {
    expect(brotliDecompressSync(compressOnce(page, "br")).toString()).toBe(page);
    expect(gunzipSync(compressOnce(page, "gzip")).toString()).toBe(page);
    expect(compressOnce(page, null).toString()).toBe(page);
  });
});
