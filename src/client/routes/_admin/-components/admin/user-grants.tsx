import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { productLabel } from "@/shared/domain/payments/product-labels";
import { formatDate } from "@/shared/format";
import { AccessBadge } from "./access-badge";
import { useAccessActions } from "./use-access-actions";

/** The grants one user holds, each with its own revoke. */
export function UserGrants({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const grants = useQuery(trpc.admin.access.forUser.queryOptions({ userId }));
  const actions = useAccessActions();
  const held = grants.data?.filter((grant) => grant.accessGranted) ?? [];

  return (
    <section aria-label="Acessos atuais" className="grid gap-3">
      <h3 className="font-semibold">Acessos atuais</h3>
      {grants.isPending ? (
        <LoadingState />
      ) : grants.isError ? (
        <ErrorState message="Não foi possível carregar os acessos." onRetry={() => void grants.refetch()} />
      ) : held.length === 0 ? (
        <EmptyState icon={KeyRound} title="Nenhum acesso concedido" />
      ) : (
        <ul className="divide-y rounded-lg border">
          {held.map((grant) => {
            const label = productLabel(grant.productType, grant.courseTitle);
            return (
              <li key={grant.productType} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="grid gap-1">
                  <p className="text-sm font-medium">{label}</p>
                  <p className="text-xs text-muted-foreground">Concedido em {formatDate(grant.grantedAt)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <AccessBadge active={grant.active} expiresAt={grant.expiresAt} />
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={actions.busy}
                    aria-label={`Revogar ${label}`}
                    onClick={() => void actions.revoke(userId, grant.productType)}
                  >
                    Revogar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
