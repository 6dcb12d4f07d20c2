import { BadgeCheck, Download } from "lucide-react";
import { Detail } from "@/client/components/detail";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { RouterOutputs } from "@/client/trpc";
import { formatDate, formatDuration } from "@/shared/format";
import { certificatePdfUrl } from "../courses/certificate-url";
import { lessonCountLabel } from "../courses/lesson-count";

type Certificate = Extract<RouterOutputs["courses"]["certificate"], { valid: true }>["certificate"];

/** A valid code: for whom, which course, how many hours, when, and the PDF. */
export function CertificateDetails({ certificate }: { certificate: Certificate }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <BadgeCheck className="size-8" aria-hidden />
        </span>
        <CardTitle className="text-2xl">
          <h2>Certificado válido</h2>
        </CardTitle>
        <p className="text-muted-foreground">Este certificado de conclusão foi emitido pelo Milheiro.</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Concedido a">{certificate.holderName}</Detail>
          <Detail label="Curso">{certificate.courseTitle}</Detail>
          <Detail label="Carga horária">
            {formatDuration(certificate.totalMinutes)} · {lessonCountLabel(certificate.lessonCount)}
          </Detail>
          <Detail label="Concluído em">{formatDate(certificate.issuedAt)}</Detail>
          <Detail label="Código de verificação">
            <code className="font-mono">{certificate.code}</code>
          </Detail>
        </dl>
        <Button asChild className="justify-self-center">
          <a href={certificatePdfUrl(certificate.code)} download>
            <Download aria-hidden />
            Baixar certificado (PDF)
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
