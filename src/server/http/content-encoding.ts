import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type ContentEncoding = "br" | "gzip";

/** Brotli when the browser takes it, else gzip, else none; an encoding listed with q=0 is refused. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** One page's bytes in each encoding, compressed once on first use (pages are served many times). */
export function compressedVariants(body: string): (encoding: ContentEncoding | null) => Buffer {
  const plain = Buffer.from(body, "utf8");
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return (encoding) => {
    if (encoding === "br")
      return (br ??= brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (encoding === "gzip") return (gzip ??= gzipSync(plain, { level: 9 }));
    return plain;
  };
}

/** A page made for one request (it carries that user's session): compressed fast, not small. */
export function compressOnce(body: string, encoding: ContentEncoding | null): Buffer {
  const plain = Buffer.from(body, "utf8");
  if (encoding === "br") return brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === "gzip") return gzipSync(plain, { level: 6 });
  return plain;
}
