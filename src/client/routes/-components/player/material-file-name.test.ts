import { describe, expect, it } from "vitest";
import { materialFileName } from "./material-file-name";

describe("materialFileName", () => {
  it("names the file after the material, with the stored file's extension", () => {
    expect(materialFileName("Guia de milhas", "/files/uploads/materials/1700000000000-abc.PDF")).toBe(
      "Guia de milhas.pdf",
    );
  });

  it("drops characters no file system accepts", () => {
    expect(materialFileName('Plano: "A/B"?', "/files/uploads/materials/x.docx")).toBe("Plano A B.docx");
  });

  it("falls back to a name when the title has nothing usable, and keeps no fake extension", () => {
    expect(materialFileName("///", "/files/uploads/materials/noext")).toBe("material");
  });
});
