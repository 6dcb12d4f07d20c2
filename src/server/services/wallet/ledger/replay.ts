import { eq, sql } from "drizzle-orm";
import { spendsMiles } from "@/shared/domain/wallet/entry-kinds";
import { replayLedger } from "@/shared/domain/wallet/ledger-replay";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import type { Tx } from "../../../db/client";
import { insertRows } from "../../../db/insert-rows";
import { loyaltyPrograms, mileLots, walletEntries } from "../../../db/schema";
import type { WalletScope } from "../../access/wallet-scope";
import { balanceLimitExceeded, type Refusal } from "../program-balance";
import { programKindOf } from "../program-kind";
import { LOT_COLUMNS } from "./entries";

// Rows per cost update: two parameters a row stays under PostgreSQL's 65,535.
const CHUNK = 5_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

/**
 * Re-derives a program's lots, every debit's cost and the program's totals from its entries
 * (shared/domain/wallet/ledger-replay.ts): what a back-dated movement, an edit or a removal needs.
 * The caller holds the program's row lock (lockPrograms or the balance UPDATE). `balanceBefore` is
 * what the refusal quotes when the history would leave the balance below 0.
 */
export async function replayProgram(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  refuse: Refusal,
  balanceBefore: number,
): Promise<{ balance: number }> {
  const entries = await tx
    .select({
      id: walletEntries.id,
      date: walletEntries.entryDate,
      createdAt: walletEntries.createdAt,
      miles: walletEntries.miles,
      expiresOn: walletEntries.expiresOn,
      costCents: walletEntries.costCents,
      type: walletEntries.type,
    })
    .from(walletEntries)
    .where(eq(walletEntries.programId, programId));
  const replay = replayLedger(entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.getTime() })));
  if (replay.balance < 0) throw refuse(balanceBefore, await programKindOf(tx, programId));
  if (replay.balance > WALLET_LIMITS.maxBalance) throw balanceLimitExceeded(await programKindOf(tx, programId));

  // By the program and by the ids of its credits: a credit just moved here from another program
  // still has its lot filed there (the duplicate mile_lots_pkey an edit used to hit).
  await tx
    .delete(mileLots)
    .where(
      sql`${mileLots.programId} = ${programId} or ${mileLots.id} in (select ${walletEntries.id} from ${walletEntries} where ${walletEntries.programId} = ${programId} and ${walletEntries.miles} > 0)`,
    );
  const lots = replay.lots.map((lot) => ({ ...lot, userId: scope.ownerId, programId, source: "entry" as const }));
  // Thousands of lots: one JSON parameter, not .values (docs/decisions/036).
  if (lots.length > 0) await insertRows(tx, mileLots, LOT_COLUMNS, lots);

  const changed = entries.filter((entry) => entry.miles < 0 && replay.debitCosts.get(entry.id) !== entry.costCents);
  for (const rows of chunks(changed)) {
    const values = sql.join(
      rows.map((entry) => sql`(${entry.id}::uuid, ${replay.debitCosts.get(entry.id) ?? 0}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${walletEntries} set cost_cents = v.cost from (values ${values}) as v(id, cost) where ${walletEntries.id} = v.id`,
    );
  }

  const usageCostCents = entries
    .filter((entry) => spendsMiles(entry.type))
    .reduce((sum, entry) => sum + (replay.debitCosts.get(entry.id) ?? 0), 0);
  await tx
    .update(loyaltyPrograms)
    .set({
      balance: replay.balance,
      heldCostCents: replay.heldCostCents,
      usageCostCents,
      updatedAt: sql`now()`,
    })
    .where(eq(loyaltyPrograms.id, programId));
  return { balance: replay.balance };
}
