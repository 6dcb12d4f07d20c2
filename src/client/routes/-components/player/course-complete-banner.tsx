import { PartyPopper } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { CertificateLinks, type IssuedCertificate } from "../courses/certificate-links";

/** At 100%: the congratulation, with the certificate's PDF and public page. */
export function CourseCompleteBanner({ certificate }: { certificate: IssuedCertificate }) {
  return (
    <Alert className="border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/30">
      <PartyPopper aria-hidden />
      <AlertTitle>Parabéns! Você concluiu o curso.</AlertTitle>
      <AlertDescription>
        <p>Seu certificado de conclusão está pronto.</p>
        <CertificateLinks certificate={certificate} />
      </AlertDescription>
    </Alert>
  );
}
