import { createHash } from "node:crypto";
import type { Certificate } from "./certificates";
import { renderCertificatePdf } from "./certificate-pdf";

/** How many PDFs a process keeps: ~60 KB each, the certificates being downloaded this hour. */
const KEPT = 64;

export interface CertificatePdf {
  bytes: Buffer;
  /** A strong ETag of the bytes, for If-None-Match. */
  etag: string;
}

/**
 * A certificate's PDF is the same bytes for the same code (certificate-pdf.ts), so each process
 * draws it once and then serves the copy: a link shared on a profile or hammered by a script costs
 * a lookup, not a pdfkit render. Least recently used copies go first.
 */
export function createCertificatePdfCache(render = renderCertificatePdf) {
  const kept = new Map<string, Promise<CertificatePdf>>();
  return async function pdfOf(certificate: Certificate, verifyUrl: string): Promise<CertificatePdf> {
    const key = `${certificate.code}\n${verifyUrl}`;
    let pdf = kept.get(key);
    if (pdf) kept.delete(key);
    pdf ??= render(certificate, verifyUrl).then((bytes) => ({
      bytes,
      etag: `"${createHash("sha256").update(bytes).digest("base64url")}"`,
    }));
    kept.set(key, pdf);
    pdf.catch(() => kept.delete(key));
    while (kept.size > KEPT) kept.delete(kept.keys().next().value ?? "");
    return pdf;
  };
}
