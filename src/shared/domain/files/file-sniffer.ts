import type { FileTypeId } from "./file-types";

/**
 * How many leading bytes are enough to tell every accepted type apart, including the part names
 * near the start of an Office zip and the directory of a small legacy Office file.
 */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

// Major brands of MP4 video; other ISO media (HEIC, AVIF, 3GP, audio-only M4A) is refused.
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "M4VP",
  "f4v ",
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function indexOf(bytes: Uint8Array, pattern: readonly number[], from = 0): number {
  for (let at = from; at + pattern.length <= bytes.length; at += 1) {
    if (startsWith(bytes, pattern, at)) return at;
  }
  return -1;
}

function readAscii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (readUint16(bytes, offset) + readUint16(bytes, offset + 2) * 0x10000) >>> 0;
}

function utf16Name(name: string): number[] {
  return Array.from(name).flatMap((char) => [char.charCodeAt(0), 0]);
}

function sniffRiff(bytes: Uint8Array): FileTypeId | null {
  const form = readAscii(bytes, 8, 4);
  if (form === "WEBP") return "webp";
  if (form === "AVI ") return "avi";
  return null;
}

function sniffIsoMedia(bytes: Uint8Array): FileTypeId | null {
  const brand = readAscii(bytes, 8, 4);
  if (brand === "qt  ") return "mov";
  return MP4_BRANDS.has(brand) ? "mp4" : null;
}

/** Matroska's DocType element (0x4282) says "webm" for WebM; plain Matroska (.mkv) is refused. */
function sniffMatroska(bytes: Uint8Array): FileTypeId | null {
  const header = bytes.subarray(0, 64);
  const docType = indexOf(header, [0x42, 0x82]);
  if (docType === -1) return null;
  return header[docType + 2] === 0x84 && readAscii(header, docType + 3, 4) === "webm" ? "webm" : null;
}

/**
 * Legacy Office files share one container (OLE compound file); the stream names in its directory
 * tell Word from PowerPoint. When the directory lies beyond the sniffed bytes (a large file), the
 * container is taken for a Word document, the common case, rather than refusing a real one.
 */
function sniffCompoundFile(bytes: Uint8Array): FileTypeId | null {
  // An embedded object brings its own stream names; the document's own come first in the directory.
  const word = indexOf(bytes, utf16Name("WordDocument"));
  const slides = indexOf(bytes, utf16Name("PowerPoint Document"));
  if (word !== -1 && (slides === -1 || word < slides)) return "doc";
  if (slides !== -1) return "ppt";
  const sectorShift = readUint16(bytes, 0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const directoryStart = (readUint32(bytes, 0x30) + 1) << sectorShift;
  // The directory was in view and names neither: a spreadsheet, an installer, an e-mail…
  return directoryStart < bytes.length ? null : "doc";
}

/** Office Open XML files are zips whose part names say what they hold: word/… or ppt/…. */
function sniffOfficeZip(bytes: Uint8Array): FileTypeId | null {
  for (let at = 0; at !== -1; at = indexOf(bytes, ZIP_LOCAL_HEADER, at + ZIP_LOCAL_HEADER.length)) {
    const nameLength = readUint16(bytes, at + 26);
    const name = readAscii(bytes, at + 30, nameLength);
    if (name.startsWith("word/")) return "docx";
    if (name.startsWith("ppt/")) return "pptx";
  }
  return null;
}

/** Plain text: UTF-8 (an incomplete character cut off at the end of the sample is fine), no NULs. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file judged by its first bytes (up to SNIFF_BYTES), never by its name or the
 * type a browser declared; null when it is none of the accepted types.
 */
export function sniffFileType(head: Uint8Array): FileTypeId | null {
  if (startsWith(head, JPEG)) return "jpeg";
  if (startsWith(head, PNG)) return "png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "gif";
  if (startsWith(head, ascii("RIFF"))) return sniffRiff(head);
  if (startsWith(head, ascii("ftyp"), 4)) return sniffIsoMedia(head);
  if (startsWith(head, EBML)) return sniffMatroska(head);
  if (startsWith(head, ascii("OggS"))) return "ogg";
  if (startsWith(head, ascii("%PDF-"))) return "pdf";
  if (startsWith(head, COMPOUND_FILE)) return sniffCompoundFile(head);
  if (startsWith(head, ZIP_LOCAL_HEADER)) return sniffOfficeZip(head);
  return isUtf8Text(head) ? "txt" : null;
}
