import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { certificateInput } from "./-components/certificates/certificate-query";
import { CertificatePage } from "./-components/certificates/certificate-page";

export const Route = createFileRoute("/certificado/$code")({
  loader: async ({ context: { trpc }, params }) => {
    const input = certificateInput(params.code);
    if (input) await trpc.courses.certificate.prefetch(input);
  },
  pendingComponent: PageLoading,
  component: CertificatePage,
});
