import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { FileQuestion, FileWarning } from "lucide-react";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { COURSE_MESSAGES } from "@/shared/schemas/courses";
import { CertificateDetails } from "./certificate-details";
import { certificateInput } from "./certificate-query";

const route = getRouteApi("/certificado/$code");

function Answer({ input }: { input: { code: string } }) {
  const trpc = useTRPC();
  const answer = useQuery(trpc.courses.certificate.queryOptions(input));
  if (answer.isPending) return <LoadingState label="Verificando certificado..." />;
  if (answer.isError)
    return <ErrorState message="Não foi possível verificar o certificado." onRetry={() => void answer.refetch()} />;
  if (answer.data.valid) return <CertificateDetails certificate={answer.data.certificate} />;
  return (
    <EmptyState icon={FileQuestion} title="Certificado não encontrado">
      Nenhum certificado foi emitido com o código <code className="font-mono">{input.code}</code>. Confira o código e
      tente novamente.
    </EmptyState>
  );
}

/** /certificado/{code}: anyone, logged in or not, checks whether a certificate is real (docs/features.md, Courses). */
export function CertificatePage() {
  useDocumentTitle("Verificação de certificado");
  const { code } = route.useParams();
  const input = certificateInput(code);
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Verificação de certificado</h1>
      {input ? (
        <Answer input={input} />
      ) : (
        <EmptyState icon={FileWarning} title="Código inválido">
          {COURSE_MESSAGES.certificateCodeInvalid}
        </EmptyState>
      )}
      <Button asChild variant="link" className="justify-self-center">
        <Link to="/cursos">Conheça nossos cursos</Link>
      </Button>
    </div>
  );
}
