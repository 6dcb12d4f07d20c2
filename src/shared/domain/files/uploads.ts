import { FILE_TYPES, fileTypeByExtension, type FileCategory, type FileTypeId } from "./file-types";

/**
 * What may be uploaded where (docs/product.md §5 upload rules, §7 file storage, §9 limits). The same rules
 * run in the browser for instant feedback and on the server, which alone decides.
 */
export const UPLOAD_MESSAGES = {
  invalidImage: "Por favor, selecione um arquivo de imagem válido.",
  imageTooLarge: "A imagem deve ter no máximo 5MB.",
  unsupportedCourseFile: "Tipo de arquivo não suportado. Use imagens, vídeos, PDFs ou documentos Word.",
  // The spec words only the mixed course-file rule; these two name what the narrower fields take.
  unsupportedVideo: "Tipo de arquivo não suportado. Use vídeos MP4, WebM, OGG, AVI ou MOV.",
  unsupportedMaterial: "Tipo de arquivo não suportado. Use PDF, DOC, DOCX, TXT, PPT ou PPTX.",
  videoTooLarge: "O arquivo deve ter no máximo 500MB.",
  fileTooLarge: "O arquivo deve ter no máximo 50MB.",
} as const;

const MB = 1024 * 1024;

export interface UploadLimit {
  bytes: number;
  message: string;
}

const IMAGE_LIMIT: UploadLimit = { bytes: 5 * MB, message: UPLOAD_MESSAGES.imageTooLarge };
const VIDEO_LIMIT: UploadLimit = { bytes: 500 * MB, message: UPLOAD_MESSAGES.videoTooLarge };
const FILE_LIMIT: UploadLimit = { bytes: 50 * MB, message: UPLOAD_MESSAGES.fileTooLarge };

const IMAGES: FileTypeId[] = ["jpeg", "png", "gif", "webp"];
const VIDEOS: FileTypeId[] = ["mp4", "webm", "ogg", "avi", "mov"];
const MATERIALS: FileTypeId[] = ["pdf", "doc", "docx", "txt", "ppt", "pptx"];

interface UploadPolicy {
  /** docs/product.md §7's bucket and folder, which become the first two segments of the stored key. */
  bucket: string;
  folder: string;
  accepts: readonly FileTypeId[];
  typeMessage: string;
  limitFor(category: FileCategory): UploadLimit;
}

const imagePolicy = (bucket: string, folder: string): UploadPolicy => ({
  bucket,
  folder,
  accepts: IMAGES,
  typeMessage: UPLOAD_MESSAGES.invalidImage,
  limitFor: () => IMAGE_LIMIT,
});

const courseLimit = (category: FileCategory): UploadLimit => (category === "video" ? VIDEO_LIMIT : FILE_LIMIT);

export type ImageUploadKind = "promotion-image" | "homepage-background" | "course-cover";
export type UploadKind = ImageUploadKind | "course-file" | "course-video" | "course-material";

const IMAGE_POLICIES: Record<ImageUploadKind, UploadPolicy> = {
  "promotion-image": imagePolicy("promocoes-images", "promocoes"),
  "homepage-background": imagePolicy("images", "homepage-backgrounds"),
  "course-cover": imagePolicy("images", "courses"),
};

const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  ...IMAGE_POLICIES,
  /** docs/product.md §5's course file upload: images, videos, PDF and Word. */
  "course-file": {
    bucket: "uploads",
    folder: "courses",
    accepts: [...IMAGES, ...VIDEOS, "pdf", "doc", "docx"],
    typeMessage: UPLOAD_MESSAGES.unsupportedCourseFile,
    limitFor: courseLimit,
  },
  "course-video": {
    bucket: "uploads",
    folder: "videos",
    accepts: VIDEOS,
    typeMessage: UPLOAD_MESSAGES.unsupportedVideo,
    limitFor: courseLimit,
  },
  "course-material": {
    bucket: "uploads",
    folder: "materials",
    accepts: MATERIALS,
    typeMessage: UPLOAD_MESSAGES.unsupportedMaterial,
    limitFor: courseLimit,
  },
};

export const UPLOAD_KINDS = Object.keys(UPLOAD_POLICIES) as UploadKind[];

export function isUploadKind(value: string): value is UploadKind {
  return Object.hasOwn(UPLOAD_POLICIES, value);
}

/** The `accept` attribute of a file input: a hint for the picker only, never trusted. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_POLICIES[kind].accepts.map((type) => FILE_TYPES[type].mime.split(";")[0]).join(",");
}

export function acceptsType(kind: UploadKind, type: FileTypeId | null): type is FileTypeId {
  return type !== null && UPLOAD_POLICIES[kind].accepts.includes(type);
}

/** What a refused type reads, per kind: the image fields speak of images, the course ones of files. */
export function typeRejectionMessage(kind: UploadKind): string {
  return UPLOAD_POLICIES[kind].typeMessage;
}

export function uploadLimit(kind: UploadKind, type: FileTypeId): UploadLimit {
  return UPLOAD_POLICIES[kind].limitFor(FILE_TYPES[type].category);
}

/** The largest size any accepted type may have: a bound to apply before the type is known. */
export function largestUploadLimit(kind: UploadKind): UploadLimit {
  const limits = UPLOAD_POLICIES[kind].accepts.map((type) => uploadLimit(kind, type));
  return limits.reduce((largest, limit) => (limit.bytes > largest.bytes ? limit : largest));
}

export type UploadRejection = { reason: "type" | "size"; message: string };

/** The whole check for a file of known type and size, as the browser runs it before sending. */
export function checkUpload(kind: UploadKind, type: FileTypeId | null, size: number): UploadRejection | null {
  if (!acceptsType(kind, type)) return { reason: "type", message: typeRejectionMessage(kind) };
  const limit = uploadLimit(kind, type);
  return size > limit.bytes ? { reason: "size", message: limit.message } : null;
}

const RANDOM_PART = /^[a-z0-9]{16}$/;
const KEY_SHAPE = /^([a-z-]+)\/([a-z-]+)\/(\d{13})-([a-z0-9]{16})\.([a-z0-9]{3,4})$/;

/**
 * docs/product.md §7: `<bucket>/<folder>/<timestamp>-<random>.<extension>`, the extension from the detected
 * type. Nothing the client sent (its file name above all) ends up in a path.
 */
export function buildStorageKey(kind: UploadKind, type: FileTypeId, createdAtMs: number, random: string): string {
  if (!RANDOM_PART.test(random)) throw new Error("the random part must be 16 lower-case letters or digits");
  const { bucket, folder } = UPLOAD_POLICIES[kind];
  return `${bucket}/${folder}/${String(createdAtMs).padStart(13, "0")}-${random}.${FILE_TYPES[type].extension}`;
}

/** A key exactly as buildStorageKey makes them, or null: nothing else names a stored file. */
export function parseStorageKey(key: string): { kind: UploadKind; type: FileTypeId } | null {
  const match = KEY_SHAPE.exec(key);
  if (!match) return null;
  const [, bucket, folder, , , extension = ""] = match;
  const kind = UPLOAD_KINDS.find((candidate) => {
    const policy = UPLOAD_POLICIES[candidate];
    return policy.bucket === bucket && policy.folder === folder;
  });
  const type = fileTypeByExtension(extension);
  if (!kind || !type || !UPLOAD_POLICIES[kind].accepts.includes(type)) return null;
  return { kind, type };
}

/**
 * Course videos and materials (the "uploads" bucket) are served only to whoever may open the
 * lesson that uses them (docs/decisions/010-protected-course-files.md); images stay public.
 */
export function isProtectedStorageKey(key: string): boolean {
  return key.startsWith("uploads/");
}

/** Stored files are served by this app at a relative, same-origin URL. */
export const FILES_PATH = "/files/";

export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The key behind a URL this app handed out (e.g. to delete a replaced image), or null for any other URL. */
export function storageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(FILES_PATH)) return null;
  const key = url.slice(FILES_PATH.length);
  return parseStorageKey(key) ? key : null;
}

/** What the upload route answers. */
export interface UploadedFile {
  url: string;
  key: string;
  contentType: string;
  size: number;
}
