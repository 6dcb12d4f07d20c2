import { Separator } from "@/client/components/ui/separator";
import { AccessAudit } from "./access-audit";
import { GrantForm } from "./grant-form";
import { ALL_TARGETS } from "./grant-targets";
import type { AdminUser } from "./types";
import { UserGrants } from "./user-grants";

/** 'Gerenciar': grant a product or a course, see and revoke current grants, read the audit trail. */
export function ManageUserDialogBody({ user, onGranted }: { user: AdminUser; onGranted: () => void }) {
  return (
    <div className="grid gap-6">
      <section aria-label="Conceder acesso" className="grid gap-3">
        <h3 className="font-semibold">Conceder acesso</h3>
        <GrantForm userId={user.id} targets={ALL_TARGETS} targetLabel="Produto" onSaved={onGranted} />
      </section>
      <Separator />
      <UserGrants userId={user.id} />
      <Separator />
      <AccessAudit userId={user.id} />
    </div>
  );
}
