import { Link } from "@tanstack/react-router";
import { Download, ExternalLink } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { formatDate } from "@/shared/format";
import { certificatePdfUrl } from "./certificate-url";

export interface IssuedCertificate {
  code: string;
  issuedAt: Date | string;
}

/** The issued certificate: its code, the PDF and the public page anyone can check it on. */
export function CertificateLinks({ certificate }: { certificate: IssuedCertificate }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Emitido em {formatDate(certificate.issuedAt)} · Código{" "}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{certificate.code}</code>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={certificatePdfUrl(certificate.code)} download>
            <Download aria-hidden />
            Baixar certificado (PDF)
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/certificado/$code" params={{ code: certificate.code }}>
            <ExternalLink aria-hidden />
            Página pública do certificado
          </Link>
        </Button>
      </div>
    </div>
  );
}
