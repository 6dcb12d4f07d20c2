import { describe, expect, it } from "vitest";
import { sniffFileType } from "../domain/files/file-sniffer";
import { pdfDocument } from "./file-samples";

describe("pdfDocument", () => {
  it("is a PDF whose cross-reference table points at each object", async () => {
    const bytes = pdfDocument("Guia (2026)");
    expect(await sniffFileType(bytes)).toBe("pdf");
    const text = new TextDecoder("latin1").decode(bytes);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.startsWith("xref\n", startxref)).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
    expect(text).toContain("(Guia \\(2026\\)) Tj");
  });
});
