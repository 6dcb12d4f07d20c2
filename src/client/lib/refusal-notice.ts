import type { RefusalNotice } from "@/shared/schemas/search-params";
import { notifyAdminOnly } from "./admin-access";
import { notifyDashboardRestricted } from "./dashboard-access";

const EXPLAIN: Record<RefusalNotice, () => void> = {
  "acesso-restrito": notifyDashboardRestricted,
  "somente-admin": notifyAdminOnly,
};

/**
 * What a guard's redirect carries to explain a refusal: in the browser the toast shows at once and
 * the address stays clean; on the server, which cannot show a toast, the notice goes into the
 * address of the page the visit is sent to (?aviso=…), which shows it once in the browser
 * (`showRefusalNotice`, from the root route).
 */
export function explainRefusal(notice: RefusalNotice): { aviso?: RefusalNotice } {
  if (typeof document === "undefined") return { aviso: notice };
  EXPLAIN[notice]();
  return {};
}

export function showRefusalNotice(notice: RefusalNotice): void {
  EXPLAIN[notice]();
}
