import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { useTRPC } from "@/client/trpc";
import { productLabel } from "@/shared/domain/payments/product-labels";
import { formatDate, formatDateTime } from "@/shared/format";

/** Who granted or revoked what to this user, and when (newest first). */
export function AccessAudit({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const audit = useQuery(trpc.admin.audit.forUser.queryOptions({ userId }));
  return (
    <section aria-label="Histórico de acessos" className="grid gap-3">
      <h3 className="font-semibold">Histórico de acessos</h3>
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <ErrorState message="Não foi possível carregar o histórico." onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <EmptyState icon={History} title="Nenhuma alteração registrada" />
      ) : (
        <ol className="grid max-h-64 gap-2 overflow-y-auto">
          {audit.data.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={entry.action === "grant" ? "default" : "outline"}>
                  {entry.action === "grant" ? "Concedido" : "Revogado"}
                </Badge>
                <span className="font-medium">{productLabel(entry.productType, entry.courseTitle)}</span>
                {entry.action === "grant" && (
                  <span className="text-xs text-muted-foreground">
                    {entry.expiresAt ? `até ${formatDate(entry.expiresAt)}` : "sem expiração"}
                  </span>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                por {entry.actorEmail}
                {entry.actorApiTokenId ? ` (token de API ${entry.actorApiTokenId.slice(0, 8)}…)` : ""} em{" "}
                {formatDateTime(entry.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
