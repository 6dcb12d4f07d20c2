import type { FileTypeId } from "./file-types";

/**
 * How many leading bytes are enough to tell every accepted type apart, including the part names
 * near the start of an Office zip and the directory of a small legacy Office file.
 */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const OGG = ascii("OggS");
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/**
 * file-type's verdicts that are accepted types. It reads the structure (ISO media brands, the
 * Matroska DocType, RIFF forms), so HEIC, AVIF, 3GP, M4A, plain Matroska and WAV come back under
 * names of their own and are refused. M4V is MP4 video, APNG a PNG, an Illustrator file a PDF.
 */
const LIBRARY_TYPES = new Map<string, FileTypeId>([
  ["jpg", "jpeg"],
  ["png", "png"],
  ["apng", "png"],
  ["gif", "gif"],
  ["webp", "webp"],
  ["mp4", "mp4"],
  ["m4v", "mp4"],
  ["mov", "mov"],
  ["webm", "webm"],
  ["avi", "avi"],
  ["pdf", "pdf"],
  ["ai", "pdf"],
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
 * type a browser declared; null when it is none of the accepted types. The containers whose
 * contents decide the type are read here; file-type names the rest.
 */
export async function sniffFileType(head: Uint8Array): Promise<FileTypeId | null> {
  // Any Ogg stream, whatever codec it carries. file-type names the codec from the first packet
  // and says nothing when the sample ends before it.
  if (startsWith(head, OGG)) return "ogg";
  // file-type stops at "a compound file" and, for a zip, reads only [Content_Types].xml.
  if (startsWith(head, COMPOUND_FILE)) return sniffCompoundFile(head);
  if (startsWith(head, ZIP_LOCAL_HEADER)) return sniffOfficeZip(head);
  // Loaded here, not with the module: file-type is ~17 KB brotli that a browser then fetches the
  // first time a file is checked, instead of with every admin page.
  const { fileTypeFromBuffer } = await import("file-type/core");
  const detected = LIBRARY_TYPES.get((await fileTypeFromBuffer(head))?.ext ?? "") ?? null;
  // file-type matches some formats on a few letters ("GIF", "free" at byte 4) that text may begin
  // with. No real image or video reads as NUL-free UTF-8; a PDF may, and stays a PDF.
  if (detected === "pdf") return detected;
  return isUtf8Text(head) ? "txt" : detected;
}
