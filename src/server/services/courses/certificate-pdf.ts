import { formatDate, formatDuration } from "@/shared/format";
import type { Certificate } from "./certificates";

const INK = "#0f2747";
const ACCENT = "#c58b1b";
const MUTED = "#5b6676";

/**
 * The certificate as an A4 landscape PDF (pdfkit, standard fonts: WinAnsi covers Portuguese).
 * Every value, the document dates included, comes from the stored certificate, so the same code
 * always yields the same bytes.
 */
export async function renderCertificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  // pdfkit takes ~0.7 s to import: loaded with the first certificate, not at start.
  const { default: PDFDocument } = await import("pdfkit");
  const issued = certificate.issuedAt;
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: {
      Title: `Certificado de conclusão — ${certificate.courseTitle}`,
      Author: "Milheiro",
      Subject: `Certificado ${certificate.code}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  const inner = { x: 56, width: width - 112 };
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(INK);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(1)
    .stroke(ACCENT);

  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(14)
    .text("MILHEIRO", inner.x, 70, { width: inner.width, align: "center", characterSpacing: 4 });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(34)
    .text("Certificado de Conclusão", inner.x, 105, { width: inner.width, align: "center" });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(15)
    .text("Certificamos que", inner.x, 180, { width: inner.width, align: "center" });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(28)
    .text(certificate.holderName, inner.x, 210, { width: inner.width, align: "center" });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(15)
    .text("concluiu o curso", inner.x, doc.y + 14, { width: inner.width, align: "center" });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(certificate.courseTitle, inner.x, doc.y + 10, { width: inner.width, align: "center" });
  const lessons = certificate.lessonCount === 1 ? "1 aula" : `${certificate.lessonCount} aulas`;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(14)
    .text(
      `com carga horária de ${formatDuration(certificate.totalMinutes)} (${lessons}), em ${formatDate(issued)}.`,
      inner.x,
      doc.y + 16,
      {
        width: inner.width,
        align: "center",
      },
    );

  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`Código de verificação: ${certificate.code}`, inner.x, height - 120, { width: inner.width, align: "center" });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(11)
    .text(`Confira a autenticidade em ${verifyUrl}`, inner.x, height - 100, {
      width: inner.width,
      align: "center",
      link: verifyUrl,
    });
  doc.end();
  return done;
}
