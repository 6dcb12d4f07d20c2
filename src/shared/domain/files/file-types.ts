/**
 * The file formats Milheiro stores, as recognised from their bytes (file-sniffer.ts). A stored
 * file's extension and Content-Type both come from here, never from what the client declared.
 * SVG is deliberately absent: it is a document that can carry scripts, not a picture.
 */
export type FileCategory = "image" | "video" | "document";

interface FileTypeInfo {
  mime: string;
  extension: string;
  category: FileCategory;
}

export const FILE_TYPES = {
  jpeg: { mime: "image/jpeg", extension: "jpg", category: "image" },
  png: { mime: "image/png", extension: "png", category: "image" },
  gif: { mime: "image/gif", extension: "gif", category: "image" },
  webp: { mime: "image/webp", extension: "webp", category: "image" },
  mp4: { mime: "video/mp4", extension: "mp4", category: "video" },
  mov: { mime: "video/quicktime", extension: "mov", category: "video" },
  webm: { mime: "video/webm", extension: "webm", category: "video" },
  ogg: { mime: "video/ogg", extension: "ogg", category: "video" },
  avi: { mime: "video/x-msvideo", extension: "avi", category: "video" },
  pdf: { mime: "application/pdf", extension: "pdf", category: "document" },
  doc: { mime: "application/msword", extension: "doc", category: "document" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    category: "document",
  },
  ppt: { mime: "application/vnd.ms-powerpoint", extension: "ppt", category: "document" },
  pptx: {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extension: "pptx",
    category: "document",
  },
  txt: { mime: "text/plain; charset=utf-8", extension: "txt", category: "document" },
} as const satisfies Record<string, FileTypeInfo>;

export type FileTypeId = keyof typeof FILE_TYPES;

const TYPE_BY_EXTENSION = new Map<string, FileTypeId>(
  (Object.keys(FILE_TYPES) as FileTypeId[]).map((id) => [FILE_TYPES[id].extension, id]),
);

/** Reads back the type a stored key's extension was generated from. */
export function fileTypeByExtension(extension: string): FileTypeId | null {
  return TYPE_BY_EXTENSION.get(extension) ?? null;
}
