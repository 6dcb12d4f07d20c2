import type { ByteRange } from "../integrations/storage";

/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): the bytes to send,
 * "unsatisfiable" (answer 416), or null to ignore it and send the whole file (malformed, or
 * several ranges, which no video player needs).
 */
export function parseByteRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;

  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
