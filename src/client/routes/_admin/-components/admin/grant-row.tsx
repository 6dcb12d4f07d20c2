import { Button } from "@/client/components/ui/button";
import { displayName } from "@/shared/domain/account/user-display";
import { productLabel } from "@/shared/domain/payments/product-labels";
import { formatDate } from "@/shared/format";
import { AccessBadge } from "./access-badge";
import type { ProductGrant } from "./types";
import { useAccessActions } from "./use-access-actions";

/** One grant of an access tab: who, what, since when, until when, and its revoke button. */
export function GrantRow({ grant }: { grant: ProductGrant }) {
  const actions = useAccessActions();
  const name = displayName(grant);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm font-medium">{name}</p>
        {name !== grant.email && <p className="truncate text-xs text-muted-foreground">{grant.email}</p>}
        <p className="text-xs text-muted-foreground">
          {productLabel(grant.productType, grant.courseTitle)} · concedido em {formatDate(grant.grantedAt)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <AccessBadge active={grant.active} expiresAt={grant.expiresAt} />
        <Button
          size="sm"
          variant="outline"
          disabled={actions.busy}
          aria-label={`Revogar acesso de ${name}`}
          onClick={() => void actions.revoke(grant.userId, grant.productType)}
        >
          Revogar
        </Button>
      </div>
    </li>
  );
}
