import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  buildStorageKey,
  checkUpload,
  fileUrl,
  largestUploadLimit,
  parseStorageKey,
  storageKeyFromUrl,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  uploadLimit,
} from "./uploads";

const MB = 1024 * 1024;
const CREATED_AT = Date.UTC(2026, 2, 9, 12, 30);
const RANDOM = "abcdefgh23456789";

describe("upload rules (product §5, §9)", () => {
  it("takes jpeg, png, gif and webp images of up to 5MB for the image fields", () => {
    for (const kind of ["promotion-image", "homepage-background", "course-cover"] as const) {
      for (const type of ["jpeg", "png", "gif", "webp"] as const) expect(checkUpload(kind, type, 5 * MB)).toBeNull();
      expect(checkUpload(kind, "png", 5 * MB + 1)).toEqual({
        reason: "size",
        message: "A imagem deve ter no máximo 5MB.",
      });
      for (const type of ["pdf", "mp4", "txt", null] as const) {
        expect(checkUpload(kind, type, 10)).toEqual({
          reason: "type",
          message: "Por favor, selecione um arquivo de imagem válido.",
        });
      }
    }
  });

  it("takes images, videos, PDF and Word as course files: 500MB for video, 50MB otherwise", () => {
    expect(checkUpload("course-file", "mp4", 500 * MB)).toBeNull();
    expect(checkUpload("course-file", "mov", 500 * MB + 1)).toEqual({
      reason: "size",
      message: "O arquivo deve ter no máximo 500MB.",
    });
    expect(checkUpload("course-file", "pdf", 50 * MB)).toBeNull();
    expect(checkUpload("course-file", "docx", 50 * MB + 1)).toEqual({
      reason: "size",
      message: "O arquivo deve ter no máximo 50MB.",
    });
    expect(checkUpload("course-file", "png", 20 * MB)).toBeNull();
    for (const type of ["txt", "pptx", null] as const) {
      expect(checkUpload("course-file", type, 1)?.message).toBe(
        "Tipo de arquivo não suportado. Use imagens, vídeos, PDFs ou documentos Word.",
      );
    }
  });

  it("takes pdf, doc, docx, txt, ppt and pptx as lesson materials, up to 50MB", () => {
    for (const type of ["pdf", "doc", "docx", "txt", "ppt", "pptx"] as const) {
      expect(checkUpload("course-material", type, 50 * MB)).toBeNull();
    }
    expect(checkUpload("course-material", "mp4", 1)?.message).toBe(UPLOAD_MESSAGES.unsupportedMaterial);
    expect(checkUpload("course-material", "pdf", 50 * MB + 1)?.message).toBe("O arquivo deve ter no máximo 50MB.");
  });

  it("takes only videos, up to 500MB, as lesson videos", () => {
    for (const type of ["mp4", "webm", "ogg", "avi", "mov"] as const)
      expect(checkUpload("course-video", type, 500 * MB)).toBeNull();
    expect(checkUpload("course-video", "pdf", 1)?.message).toBe(UPLOAD_MESSAGES.unsupportedVideo);
  });

  it("bounds a body before its type is known by the largest limit of the kind", () => {
    expect(largestUploadLimit("promotion-image")).toEqual({
      bytes: 5 * MB,
      message: "A imagem deve ter no máximo 5MB.",
    });
    expect(largestUploadLimit("course-file").bytes).toBe(500 * MB);
    expect(largestUploadLimit("course-material").bytes).toBe(50 * MB);
    expect(uploadLimit("course-file", "gif").bytes).toBe(50 * MB);
  });

  it("offers the picker image types only, never SVG", () => {
    expect(acceptAttribute("promotion-image")).toBe("image/jpeg,image/png,image/gif,image/webp");
    expect(acceptAttribute("course-material")).toContain("text/plain");
    expect(acceptAttribute("course-material")).not.toContain("charset");
  });
});

describe("storage keys (product §7)", () => {
  it("are <bucket>/<folder>/<timestamp>-<random>.<extension of the detected type>", () => {
    expect(buildStorageKey("promotion-image", "jpeg", CREATED_AT, RANDOM)).toBe(
      `promocoes-images/promocoes/${CREATED_AT}-${RANDOM}.jpg`,
    );
    expect(buildStorageKey("homepage-background", "webp", CREATED_AT, RANDOM)).toMatch(
      /^images\/homepage-backgrounds\//,
    );
    expect(buildStorageKey("course-cover", "png", CREATED_AT, RANDOM)).toMatch(/^images\/courses\/.*\.png$/);
    expect(buildStorageKey("course-file", "docx", CREATED_AT, RANDOM)).toMatch(/^uploads\/courses\/.*\.docx$/);
    expect(buildStorageKey("course-video", "mov", CREATED_AT, RANDOM)).toMatch(/^uploads\/videos\/.*\.mov$/);
    expect(buildStorageKey("course-material", "pptx", CREATED_AT, RANDOM)).toMatch(/^uploads\/materials\/.*\.pptx$/);
  });

  it("refuse a random part that could carry a path", () => {
    expect(() => buildStorageKey("promotion-image", "png", CREATED_AT, "../../etc/passwd")).toThrow();
  });

  it("parse back only exactly as they were made", () => {
    for (const kind of UPLOAD_KINDS) {
      const type =
        kind.startsWith("course-") && kind !== "course-cover" ? (kind === "course-video" ? "mp4" : "pdf") : "png";
      const key = buildStorageKey(kind, type, CREATED_AT, RANDOM);
      expect(parseStorageKey(key)).toEqual({ kind, type });
    }
    const valid = `promocoes-images/promocoes/${CREATED_AT}-${RANDOM}.png`;
    for (const key of [
      `../${valid}`,
      `promocoes-images/../promocoes/${CREATED_AT}-${RANDOM}.png`,
      `promocoes-images/promocoes/${CREATED_AT}-${RANDOM}.svg`,
      `promocoes-images/promocoes/${CREATED_AT}-${RANDOM}.pdf`,
      `images/outra-pasta/${CREATED_AT}-${RANDOM}.png`,
      `promocoes-images/promocoes/.${CREATED_AT}-${RANDOM}.png.abc.part`,
      `promocoes-images/promocoes/${CREATED_AT}-${RANDOM}.png/x`,
      `promocoes-images/promocoes/foto de férias.png`,
      `/${valid}`,
      "",
    ]) {
      expect(parseStorageKey(key), key).toBeNull();
    }
  });

  it("map to same-origin URLs and back", () => {
    const key = buildStorageKey("promotion-image", "gif", CREATED_AT, RANDOM);
    expect(fileUrl(key)).toBe(`/files/${key}`);
    expect(storageKeyFromUrl(fileUrl(key))).toBe(key);
    expect(storageKeyFromUrl(`https://cdn.exemplo.com/files/${key}`)).toBeNull();
    expect(storageKeyFromUrl("/files/../../etc/passwd")).toBeNull();
  });
});
