import { sql } from "drizzle-orm";
import { DASHBOARD_PRODUCT } from "@/shared/domain/access/access";
import { users } from "../db/schema";
import { activeGrantExists } from "../services/access/access";
import { currentUserColumns, type CurrentUser } from "../services/account/accounts";
import type { SessionRecord } from "./sessions";

/**
 * What a request learns about its caller in the same query that checks the credential (a session
 * or an API token joined to users ⟕ profiles): the account, its admin role and the dashboard grant.
 */
export const callerColumns = {
  user: currentUserColumns,
  hasDashboardGrant: sql<boolean>`${activeGrantExists(users.id, DASHBOARD_PRODUCT)}`,
};

export interface RequestSession {
  user: CurrentUser;
  /** Null when an API token, not a session, authenticated the request. */
  session: SessionRecord | null;
  apiTokenId: string | null;
  /** The /demo session or a 'leitura' API token: every mutation is refused (trpc/init.ts). */
  readOnly: boolean;
  /**
   * Minha Gestão and the promotions feed (docs/product.md §6): admin, or an active 'promocoes' grant, as of this
   * request.
   */
  hasDashboardAccess: boolean;
}

export function dashboardAccessOf(row: { user: CurrentUser; hasDashboardGrant: boolean }): boolean {
  return row.user.isAdmin || row.hasDashboardGrant;
}
