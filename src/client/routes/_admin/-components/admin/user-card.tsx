import { Ban, CheckCheck, Settings2, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { LISTED_PRODUCTS } from "@/shared/domain/access/access";
import { LISTED_PRODUCT_NAMES } from "@/shared/domain/payments/product-labels";
import { displayName } from "@/shared/domain/account/user-display";
import { formatDate } from "@/shared/format";
import { AccessBadge } from "./access-badge";
import { ManageUserDialogBody } from "./manage-user-dialog";
import type { AdminUser } from "./types";
import { useAccessActions } from "./use-access-actions";

/** docs/product.md §2: one account with its status per product and the three access buttons. */
export function UserCard({ user }: { user: AdminUser }) {
  const titleId = useId();
  const name = displayName(user);
  const actions = useAccessActions();

  function revokeAll() {
    if (!window.confirm(`Revogar todos os acessos de ${name}?`)) return;
    void actions.revokeAll(user.id);
  }

  return (
    <Card role="article" aria-labelledby={titleId} className="h-full gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle id={titleId} className="flex min-w-0 items-center gap-2">
          <span className="truncate">{name}</span>
          {user.isAdmin && (
            <Badge variant="highlight" title="Administradores têm acesso a tudo">
              <ShieldCheck aria-hidden />
              Admin
            </Badge>
          )}
        </CardTitle>
        <CardDescription className="grid gap-0.5">
          {name !== user.email && <span className="truncate">{user.email}</span>}
          <span>Cadastrado em {formatDate(user.createdAt)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-2 text-sm">
          {LISTED_PRODUCTS.map((product) => (
            <div key={product} className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">{LISTED_PRODUCT_NAMES[product]}</dt>
              <dd>
                <AccessBadge {...user.products[product]} viaAdmin={user.isAdmin} />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="mt-auto flex flex-wrap gap-2 px-5">
        <Button size="sm" disabled={actions.busy} onClick={() => void actions.grantAll(user.id)}>
          <CheckCheck aria-hidden />
          Liberar Tudo
        </Button>
        <Button size="sm" variant="outline" disabled={actions.busy} onClick={revokeAll}>
          <Ban aria-hidden />
          Revogar Tudo
        </Button>
        <FormDialog
          title="Gerenciar acesso"
          description={name === user.email ? user.email : `${name} · ${user.email}`}
          className="sm:max-w-2xl"
          trigger={
            <Button size="sm" variant="secondary">
              <Settings2 aria-hidden />
              Gerenciar
            </Button>
          }
        >
          {(close) => <ManageUserDialogBody user={user} onGranted={close} />}
        </FormDialog>
      </CardFooter>
    </Card>
  );
}
