import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { certificateInput } from "./-components/certificates/certificate-query";
import { CertificatePage } from "./-components/certificates/certificate-page";

export const Route = createFileRoute("/certificado/$code")({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const input = certificateInput(params.code);
    if (input) await queryClient.prefetchQuery(trpc.courses.certificate.queryOptions(input));
  },
  pendingComponent: PageLoading,
  component: CertificatePage,
});
