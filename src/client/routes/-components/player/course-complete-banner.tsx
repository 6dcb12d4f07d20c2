import { PartyPopper } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { CertificateLinks, type IssuedCertificate } from "../courses/certificate-links";

/**
 * With the certificate: the congratulation, its PDF and public page. Lessons published after the
 * certificate lower the percentage; the banner then says why, and that the certificate still holds.
 */
export function CourseCompleteBanner({ certificate, percent }: { certificate: IssuedCertificate; percent: number }) {
  return (
    <Alert className="border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/30">
      <PartyPopper aria-hidden />
      <AlertTitle>Parabéns! Você concluiu o curso.</AlertTitle>
      <AlertDescription>
        <p>
          {percent === 100
            ? "Seu certificado de conclusão está pronto."
            : "Novas aulas foram publicadas depois da sua conclusão. Seu certificado continua válido."}
        </p>
        <CertificateLinks certificate={certificate} />
      </AlertDescription>
    </Alert>
  );
}
