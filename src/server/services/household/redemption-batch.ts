import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DescribedCpfProblem } from "@/shared/domain/household/cpf-problems";
import { consumeLots, type CostedLot } from "@/shared/domain/wallet/lot-consumption";
import type { Tx } from "../../db/client";
import { insertRows } from "../../db/insert-rows";
import { loyaltyPrograms, redemptionPassengers, redemptions } from "../../db/schema";
import { AppError } from "../../errors";
import type { WalletScope } from "../access/wallet-scope";
import { FIRST_LOTS, liveLots } from "../wallet/ledger/append";
import { insertEntriesWithLots, lastEntryDay, lockPrograms, type NewEntry } from "../wallet/ledger/entries";
import { writeLotRemainders } from "../wallet/ledger/lot-remainders";
import { refuseSpending } from "../wallet/program-balance";
import { limitCheckFacts } from "./cpf-history";
import {
  limitCheck,
  passengerValues,
  readPassengers,
  redemptionEntry,
  redemptionRow,
  type RedemptionInputOutput,
} from "./redemption-parts";

export type Written =
  { status: "saved"; id: string } | { status: "needs_confirmation"; problems: DescribedCpfProblem[] };

const REDEMPTION_COLUMNS = [
  "id",
  "userId",
  "programId",
  "origin",
  "destination",
  "departureOn",
  "returnOn",
  "cabin",
  "taxesCents",
  "cashPriceCents",
  "bookingCode",
  "note",
  "confirmedOverLimit",
] as const;
const PASSENGER_COLUMNS = ["redemptionId", "userId", "holderId", "beneficiaryId", "position"] as const;

/**
 * Redemptions on one program dated on or after its last entry, worked out in memory and written in
 * one round trip (docs/decisions/040), as transfers/batch.ts does for transfers: the program locked
 * and, behind the lock in the same round trip, its last entry day, its first live lots, what the
 * CPF limit can count on the batch's days and the passengers. Each redemption in arrival order is
 * checked against the limit, counting those saved before it, then against the balance, and given
 * its lots as appendDebit would one by one; the entries' ids are handed out in that order, so a
 * later replay takes the same lots. Null when one is back-dated: the caller writes those one by one.
 */
export async function redemptionsTogether(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  inputs: readonly RedemptionInputOutput[],
): Promise<Written[] | null> {
  const days = inputs.map((input) => input.issuedOn).sort();
  const [programs, day, firstLots, facts, people] = await Promise.all([
    lockPrograms(tx, scope, [programId]),
    lastEntryDay(tx, programId),
    liveLots(tx, programId, FIRST_LOTS),
    limitCheckFacts(tx, scope, programId, { first: days[0] ?? "", last: days.at(-1) ?? "" }, null),
    readPassengers(tx, scope, {
      holderIds: [...new Set(inputs.flatMap((input) => input.holderIds))],
      beneficiaryIds: [...new Set(inputs.flatMap((input) => input.beneficiaryIds))],
    }),
  ]);
  const program = programs.get(programId);
  if (!program || !facts) throw new AppError("PROGRAM_NOT_FOUND");
  if (day !== null && (days[0] ?? "") < day) return null;

  const wanted = inputs.reduce((sum, input) => sum + input.miles, 0);
  const held = firstLots.reduce((sum, lot) => sum + lot.remaining, 0);
  let lots: CostedLot[] =
    held < wanted && firstLots.length === FIRST_LOTS ? await liveLots(tx, programId, null) : firstLots;
  const touched = new Map<string, CostedLot>();
  const ids = Array.from({ length: inputs.length }, () => randomUUID()).sort();
  let balance = program.balance;
  let spentCents = 0;
  const entries: NewEntry[] = [];
  const rows: (typeof redemptions.$inferInsert)[] = [];
  const passengers: ReturnType<typeof passengerValues> = [];
  const written: Written[] = [];

  for (const [index, input] of inputs.entries()) {
    const { problems, uses } = limitCheck(facts, people, input, null);
    if (problems.length > 0 && !input.confirmOverLimit) {
      written.push({ status: "needs_confirmation", problems });
      continue;
    }
    if (balance < input.miles) throw refuseSpending(balance, program.kind);
    const id = ids[index] ?? randomUUID();
    const { takes, costCents } = consumeLots(lots, input.miles, true);
    for (const take of takes) {
      const lot = lots.find((candidate) => candidate.id === take.lotId);
      if (lot) touched.set(lot.id, lot);
    }
    lots = lots.filter((lot) => lot.remaining > 0);
    balance -= input.miles;
    spentCents += costCents;
    entries.push({ ...redemptionEntry(id, input), costCents });
    rows.push({ id, userId: scope.ownerId, programId, ...redemptionRow(input, problems.length > 0) });
    passengers.push(...passengerValues(scope, id, input));
    // The next redemption of the batch counts this one's places.
    facts.history = {
      ...facts.history,
      uses: [...facts.history.uses, ...uses.map((use) => ({ ...use, redemptionId: id }))],
    };
    written.push({ status: "saved", id });
  }
  if (entries.length === 0) return written;

  // Sent together, in this order (entries before the redemptions that share their ids): one round trip.
  await Promise.all([
    insertEntriesWithLots(tx, scope, programId, entries),
    insertRows(tx, redemptions, REDEMPTION_COLUMNS, rows),
    insertRows(tx, redemptionPassengers, PASSENGER_COLUMNS, passengers),
    writeLotRemainders(tx, [...touched.values()]),
    tx
      .update(loyaltyPrograms)
      .set({
        balance,
        heldCostCents: sql`${loyaltyPrograms.heldCostCents} - ${spentCents}::bigint`,
        // A redemption's cost counts in 'Total gasto em uso' like a usage's (entry-kinds.ts spendsMiles).
        usageCostCents: sql`${loyaltyPrograms.usageCostCents} + ${spentCents}::bigint`,
        updatedAt: sql`now()`,
      })
      .where(eq(loyaltyPrograms.id, programId)),
  ]);
  return written;
}
