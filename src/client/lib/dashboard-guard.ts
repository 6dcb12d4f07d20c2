import { redirect } from "@tanstack/react-router";
import { dashboardEntry, type DashboardViewer } from "@/shared/domain/access/dashboard-entry";
import { explainRefusal } from "./refusal-notice";

/**
 * The beforeLoad of Minha Gestão's pages (/dashboard, /emissoes): _authed already sent visitors to
 * /login; members without a subscription land on /promocoes with the header's refusal.
 */
export function requireDashboard({
  context,
  preload,
}: {
  context: { session: DashboardViewer | null };
  preload: boolean;
}) {
  if (dashboardEntry(context.session) !== "restricted") return;
  // A hover preload must not toast; only a real visit explains the redirect.
  throw redirect({ to: "/promocoes", search: preload ? {} : explainRefusal("acesso-restrito"), replace: true });
}
