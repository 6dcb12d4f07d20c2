import { describe, expect, it } from "vitest";
import { createCertificatePdfCache } from "./certificate-pdf-cache";
import type { Certificate } from "./certificates";

const certificate = (code: string) => ({ code }) as Certificate;

describe("the certificate PDF cache", () => {
  it("draws a code's PDF once and serves the same bytes after, with a stable ETag", async () => {
    let renders = 0;
    const pdfOf = createCertificatePdfCache(async (found) => {
      renders += 1;
      return Buffer.from(`pdf ${found.code} #${renders}`);
    });
    const [first, second] = await Promise.all([pdfOf(certificate("AAAA"), "u"), pdfOf(certificate("AAAA"), "u")]);
    const third = await pdfOf(certificate("AAAA"), "u");
    expect(renders).toBe(1);
    expect(second.bytes.equals(first.bytes) && third.bytes.equals(first.bytes)).toBe(true);
    expect(third.etag).toBe(first.etag);
    expect((await pdfOf(certificate("BBBB"), "u")).etag).not.toBe(first.etag);
    expect(renders).toBe(2);
  });

  it("forgets a failed render, so the next request tries again", async () => {
    let renders = 0;
    const pdfOf = createCertificatePdfCache(async () => {
      renders += 1;
      if (renders === 1) throw new Error("pdfkit failed");
      return Buffer.from("ok");
    });
    await expect(pdfOf(certificate("CCCC"), "u")).rejects.toThrow("pdfkit failed");
    expect((await pdfOf(certificate("CCCC"), "u")).bytes.toString()).toBe("ok");
  });
});
