import { describe, expect, it } from "vitest";
import { compoundFile, concatBytes, REFUSED_SAMPLES, SAMPLES, SVG_IMAGE } from "../../testing/file-samples";
import { SNIFF_BYTES, sniffFileType } from "./file-sniffer";
import type { FileTypeId } from "./file-types";

describe("sniffFileType", () => {
  it.each(Object.entries(SAMPLES))("recognises %s by its bytes", async (type, bytes) => {
    expect(await sniffFileType(bytes)).toBe(type as FileTypeId);
  });

  it.each(Object.entries(REFUSED_SAMPLES))("refuses %s", async (_name, bytes) => {
    expect(await sniffFileType(bytes)).toBeNull();
  });

  it("ignores what a name or a declared type would claim: the bytes alone decide", async () => {
    const pngNamedPdf = SAMPLES.png;
    expect(await sniffFileType(pngNamedPdf)).toBe("png");
    expect(await sniffFileType(new TextEncoder().encode("GIF89 is not a gif"))).toBe("txt");
  });

  it("reads an SVG as plain text, never as an image", async () => {
    expect(await sniffFileType(SVG_IMAGE)).toBe("txt");
  });

  it("tells Word from PowerPoint in a compound file, the document's own stream first", async () => {
    expect(await sniffFileType(compoundFile(["WordDocument", "ObjectPool", "PowerPoint Document"]))).toBe("doc");
    expect(await sniffFileType(compoundFile(["PowerPoint Document", "WordDocument"]))).toBe("ppt");
  });

  it("takes a compound file whose directory lies past the sniffed bytes for a Word document", async () => {
    const largeDoc = compoundFile(["WordDocument"], SNIFF_BYTES / 512 + 10);
    expect(await sniffFileType(largeDoc)).toBe("doc");
  });

  it("accepts text cut in the middle of a character at the end of the sample", async () => {
    const text = new TextEncoder().encode("Promoção");
    expect(await sniffFileType(text.subarray(0, text.length - 1))).toBe("txt");
  });

  it("refuses text with NUL bytes (UTF-16, binaries)", async () => {
    expect(await sniffFileType(new TextEncoder().encode("a\u0000b"))).toBeNull();
    expect(await sniffFileType(Uint8Array.of(0xff, 0xfe, 0x41, 0x00))).toBeNull();
  });

  it("needs only the first SNIFF_BYTES of a long file", async () => {
    const longPdf = concatBytes(SAMPLES.pdf, new Uint8Array(SNIFF_BYTES * 2));
    expect(await sniffFileType(longPdf.subarray(0, SNIFF_BYTES))).toBe("pdf");
  });

  it("refuses truncated signatures", async () => {
    expect(await sniffFileType(SAMPLES.png.subarray(0, 4))).toBeNull();
    expect(await sniffFileType(SAMPLES.webp.subarray(0, 6))).toBeNull();
  });
});

describe("sniffFileType where file-type names the format", () => {
  const isoMedia = (brand: string) =>
    Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode(`ftyp${brand}`), 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d]);

  it("takes M4V for MP4 video and refuses audio-only M4A and 3GP", async () => {
    expect(await sniffFileType(isoMedia("M4V "))).toBe("mp4");
    expect(await sniffFileType(isoMedia("M4A "))).toBeNull();
    expect(await sniffFileType(isoMedia("3gp5"))).toBeNull();
  });

  it("keeps text that begins like a signature file-type matches on a few letters as text", async () => {
    expect(await sniffFileType(new TextEncoder().encode("The free market of miles"))).toBe("txt");
    expect(await sniffFileType(new TextEncoder().encode("GIF of the week"))).toBe("txt");
  });
});
