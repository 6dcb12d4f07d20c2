import { describe, expect, it } from "vitest";
import { compoundFile, concatBytes, REFUSED_SAMPLES, SAMPLES, SVG_IMAGE } from "../../testing/file-samples";
import { SNIFF_BYTES, sniffFileType } from "./file-sniffer";
import type { FileTypeId } from "./file-types";

describe("sniffFileType", () => {
  it.each(Object.entries(SAMPLES))("recognises %s by its bytes", (type, bytes) => {
    expect(sniffFileType(bytes)).toBe(type as FileTypeId);
  });

  it.each(Object.entries(REFUSED_SAMPLES))("refuses %s", (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });

  it("ignores what a name or a declared type would claim: the bytes alone decide", () => {
    const pngNamedPdf = SAMPLES.png;
    expect(sniffFileType(pngNamedPdf)).toBe("png");
    expect(sniffFileType(new TextEncoder().encode("GIF89 is not a gif"))).toBe("txt");
  });

  it("reads an SVG as plain text, never as an image", () => {
    expect(sniffFileType(SVG_IMAGE)).toBe("txt");
  });

  it("tells Word from PowerPoint in a compound file, the document's own stream first", () => {
    expect(sniffFileType(compoundFile(["WordDocument", "ObjectPool", "PowerPoint Document"]))).toBe("doc");
    expect(sniffFileType(compoundFile(["PowerPoint Document", "WordDocument"]))).toBe("ppt");
  });

  it("takes a compound file whose directory lies past the sniffed bytes for a Word document", () => {
    const largeDoc = compoundFile(["WordDocument"], SNIFF_BYTES / 512 + 10);
    expect(sniffFileType(largeDoc)).toBe("doc");
  });

  it("accepts text cut in the middle of a character at the end of the sample", () => {
    const text = new TextEncoder().encode("Promoção");
    expect(sniffFileType(text.subarray(0, text.length - 1))).toBe("txt");
  });

  it("refuses text with NUL bytes (UTF-16, binaries)", () => {
    expect(sniffFileType(new TextEncoder().encode("a\u0000b"))).toBeNull();
    expect(sniffFileType(Uint8Array.of(0xff, 0xfe, 0x41, 0x00))).toBeNull();
  });

  it("needs only the first SNIFF_BYTES of a long file", () => {
    const longPdf = concatBytes(SAMPLES.pdf, new Uint8Array(SNIFF_BYTES * 2));
    expect(sniffFileType(longPdf.subarray(0, SNIFF_BYTES))).toBe("pdf");
  });

  it("refuses truncated signatures", () => {
    expect(sniffFileType(SAMPLES.png.subarray(0, 4))).toBeNull();
    expect(sniffFileType(SAMPLES.webp.subarray(0, 6))).toBeNull();
  });
});
