import { describe, expect, it } from "vitest";
import { concatBytes, SAMPLES, SVG_IMAGE } from "@/shared/testing/file-samples";
import { checkFileBeforeUpload, UploadError } from "./upload";

const MB = 1024 * 1024;

/** A file as the picker hands it over; `type` is the browser's guess from the name. */
const fileOf = (bytes: Uint8Array, type = "") => new Blob([bytes.slice()], { type });

async function refusal(check: Promise<void>): Promise<UploadError> {
  const error = await check.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UploadError)) throw new Error(`expected an UploadError, got ${String(error)}`);
  return error;
}

describe("checkFileBeforeUpload", () => {
  it("lets a real image through whatever type the browser guessed", async () => {
    await expect(checkFileBeforeUpload("promotion-image", fileOf(SAMPLES.webp))).resolves.toBeUndefined();
  });

  it("refuses an SVG or a PDF named like an image, reading the file's own bytes", async () => {
    for (const bytes of [SVG_IMAGE, SAMPLES.pdf]) {
      const error = await refusal(checkFileBeforeUpload("promotion-image", fileOf(bytes, "image/png")));
      expect(error.reason).toBe("rejected");
      expect(error.message).toBe("Por favor, selecione um arquivo de imagem válido.");
    }
  });

  it("refuses an image over 5MB before sending it", async () => {
    const large = fileOf(concatBytes(SAMPLES.png, new Uint8Array(5 * MB)), "image/png");
    const error = await refusal(checkFileBeforeUpload("homepage-background", large));
    expect(error.message).toBe("A imagem deve ter no máximo 5MB.");
  });

  it("applies the course rules to course files", async () => {
    const error = await refusal(checkFileBeforeUpload("course-file", fileOf(SAMPLES.txt)));
    expect(error.message).toBe("Tipo de arquivo não suportado. Use imagens, vídeos, PDFs ou documentos Word.");
    await expect(checkFileBeforeUpload("course-material", fileOf(SAMPLES.txt))).resolves.toBeUndefined();
  });
});
