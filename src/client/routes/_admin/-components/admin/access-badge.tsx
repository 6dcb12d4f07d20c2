import { Badge } from "@/client/components/ui/badge";
import { formatDate } from "@/shared/format";

interface AccessBadgeProps {
  active: boolean;
  expiresAt: string | null;
  /** Admins have every product whatever their grants say (docs/product.md §6). */
  viaAdmin?: boolean;
}

/**
 * 'Ativo' / 'Sem acesso' (docs/product.md §2), with the last day of a granted access: still to come, or
 * already past (a grant that expired on its own rather than being revoked).
 */
export function AccessBadge({ active, expiresAt, viaAdmin = false }: AccessBadgeProps) {
  if (viaAdmin) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Badge>Ativo</Badge>
        <span className="text-xs text-muted-foreground">por ser admin</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant={active ? "default" : "outline"}>{active ? "Ativo" : "Sem acesso"}</Badge>
      {expiresAt && (
        <span className="text-xs text-muted-foreground">
          {active ? "até" : "expirou em"} {formatDate(expiresAt)}
        </span>
      )}
    </span>
  );
}
