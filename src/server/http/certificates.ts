import type { FastifyInstance } from "fastify";
import { parseCertificateCode } from "@/shared/domain/courses/certificate-code";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { createCertificatePdfCache } from "../services/courses/certificate-pdf-cache";
import { findCertificate } from "../services/courses/certificates";
import { sendAppError } from "./app-error-reply";

/** Where anyone checks a certificate: the public page /certificado/<code>. */
function certificatePageUrl(appUrl: string, code: string): string {
  return new URL(`/certificado/${code}`, appUrl).toString();
}

/**
 * GET /certificados/<code>.pdf: the certificate's PDF. Public like its verification page: the
 * code is what a holder shows an employer, and both say the same (name, course, hours, date).
 */
export function registerCertificateRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string }): void {
  const pdfOf = createCertificatePdfCache();
  app.get<{ Params: { file: string } }>("/certificados/:file", async (request, reply) => {
    const match = /^(.+)\.pdf$/.exec(request.params.file);
    const code = match?.[1] ? parseCertificateCode(match[1]) : null;
    const certificate = code ? await findCertificate(deps.db, code) : null;
    if (!certificate) return sendAppError(reply, new AppError("CERTIFICATE_NOT_FOUND"));
    const pdf = await pdfOf(certificate, certificatePageUrl(deps.appUrl, certificate.code));
    reply.header("ETag", pdf.etag);
    if (request.headers["if-none-match"] === pdf.etag) return reply.code(304).send();
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `attachment; filename="certificado-milheiro-${certificate.code}.pdf"`)
      .header("Cache-Control", "public, max-age=3600")
      .header("X-Content-Type-Options", "nosniff")
      .send(pdf.bytes);
  });
}
