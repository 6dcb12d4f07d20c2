import { eq, Placeholder, sql, type SQL } from "drizzle-orm";
import {
  alertPreferences,
  pushSubscriptions,
  promotionAlerts,
  beneficiaries,
  clubs,
  costCalculations,
  cpfListEntries,
  holders,
  loyaltyPrograms,
  mileLots,
  notifications,
  pointsTransactions,
  redemptionPassengers,
  redemptions,
  spreadsheetImports,
  walletEntries,
  walletTransfers,
} from "../../db/schema";

/**
 * Whose wallet a call may read and write, decided here and nowhere else. A call resolves it once,
 * from the member it admitted (trpc/init.ts's authedProcedure; the plain download routes in http/),
 * and every wallet, report, alert and export query takes it instead of the member's id: a later
 * rule of who owns what (a wallet several members hold) changes walletScopeOf and ownedBy, not
 * the services (docs/architecture.md, rule 13). Today a member owns exactly their own wallet;
 * docs/security.md lists the tests that prove another member's rows stay out of reach.
 */
declare const resolvedHere: unique symbol;

export interface WalletScope {
  /** The account the wallet's rows are filed under: new rows are written with it. */
  readonly ownerId: string;
  /** Only walletScopeOf makes one, so a service cannot be handed an id taken from input. */
  readonly [resolvedHere]: true;
}

/** The wallet a member may reach: their own. */
export function walletScopeOf(member: { readonly id: string }): WalletScope {
  return { ownerId: member.id } as WalletScope;
}

/** The tables whose rows belong to a wallet, each through its user_id column. */
export type WalletTable =
  | typeof loyaltyPrograms
  | typeof costCalculations
  | typeof pointsTransactions
  | typeof mileLots
  | typeof walletEntries
  | typeof walletTransfers
  | typeof notifications
  | typeof alertPreferences
  | typeof pushSubscriptions
  | typeof promotionAlerts
  | typeof holders
  | typeof beneficiaries
  | typeof redemptions
  | typeof redemptionPassengers
  | typeof cpfListEntries
  | typeof spreadsheetImports
  | typeof clubs;

/**
 * What a hot path's prepared statement binds the owner to (docs/decisions/035): execute it with
 * `{ userId: scope.ownerId }`. The name is the one the statements had before the scope, so their
 * text and plan did not change.
 */
export const SCOPE_OWNER = sql.placeholder("userId");

/** The condition that keeps a query on the scope's rows of `table`, or on the owner bound later. */
export function ownedBy(table: WalletTable, owner: WalletScope | typeof SCOPE_OWNER): SQL {
  return eq(table.userId, owner instanceof Placeholder ? owner : owner.ownerId);
}
