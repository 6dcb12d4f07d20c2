import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { consumeLots, type CostedLot } from "@/shared/domain/wallet/lot-consumption";
import type { ProgramKind } from "@/shared/domain/wallet/program-kind";
import { splitTransferCost } from "@/shared/domain/wallet/transfer";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import type { Tx } from "../../../db/client";
import { insertRows } from "../../../db/insert-rows";
import { loyaltyPrograms, mileLots, walletEntries, walletTransfers } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import { FIRST_LOTS, liveLots } from "../ledger/append";
import { ENTRY_COLUMNS, entryRow, lastEntryDay, LOT_COLUMNS, lotRow, type NewEntry } from "../ledger/entries";
import { writeLotRemainders } from "../ledger/lot-remainders";
import { balanceLimitExceeded } from "../program-balance";
import { refuseSending, transferRow, type LockedPrograms, type TransferAnswer, type TransferInput } from "./terms";

const TRANSFER_COLUMNS = [
  "id",
  "userId",
  "fromProgramId",
  "toProgramId",
  "transferDate",
  "pointsSent",
  "ratioFrom",
  "ratioTo",
  "bonusBasisPoints",
  "bonusCapMiles",
  "baseMiles",
  "bonusMiles",
  "bonusStatus",
  "bonusExpectedOn",
  "baseExpiresOn",
  "bonusExpiresOn",
  "costCents",
  "description",
] as const;

interface ProgramState {
  name: string;
  kind: ProgramKind | null;
  balance: number;
  heldDelta: number;
  pendingDelta: number;
  expectedOn: string | null;
  /** Live lots in consumption order: the first ones read, then this batch's credits. */
  lots: CostedLot[];
}

/** What a batch reads of each program besides its lock: its last entry day, and the first live lots of a sender. */
export interface PairRead {
  programId: string;
  day: string | null;
  /** Null when the first lots did not cover what the batch sends: all of them are read then. */
  lots: CostedLot[] | null;
}

/**
 * The reads of a batch of transfers between one pair. The caller sends them right behind the
 * programs' locks, in the same round trip (create.ts): on one connection PostgreSQL runs them
 * after the locks are granted, so they see what the previous holder committed, as appendDebit's
 * reads behind its balance UPDATE do. A program that only receives needs no lots read.
 */
export function readPair(tx: Tx, inputs: readonly TransferInput[]): Promise<PairRead[]> {
  const ids = [...new Set(inputs.flatMap((input) => [input.fromProgramId, input.toProgramId]))];
  const sent = (programId: string) =>
    inputs.filter((input) => input.fromProgramId === programId).reduce((sum, input) => sum + input.pointsSent, 0);
  return Promise.all(
    ids.map(async (programId) => {
      const sends = sent(programId);
      const [day, lots] = await Promise.all([
        lastEntryDay(tx, programId),
        sends > 0 ? liveLots(tx, programId, FIRST_LOTS) : [],
      ]);
      const held = lots.reduce((sum, lot) => sum + lot.remaining, 0);
      return { programId, day, lots: held < sends && lots.length === FIRST_LOTS ? null : lots };
    }),
  );
}

/**
 * Transfers between one pair of programs dated on or after both programs' last entry, worked out
 * in memory and written in one round trip (docs/decisions/029): with the programs locked (their
 * balances read under the lock) and `reads` taken behind the locks, each transfer in arrival order
 * is checked against the balance and given its lots, as the ledger's append would one by one. The
 * entries' ids are handed out in that order, so a later replay (same day, same created_at, then
 * the id) takes the same lots. Null when a transfer is back-dated: the caller writes those one by one.
 */
export async function transfersTogether(
  tx: Tx,
  scope: WalletScope,
  inputs: TransferInput[],
  programs: LockedPrograms,
  reads: readonly PairRead[],
): Promise<TransferAnswer[] | null> {
  const backDated = inputs.some((input) => reads.some(({ day }) => day !== null && input.transferDate < day));
  if (backDated) return null;

  const state = new Map<string, ProgramState>();
  for (const read of reads) {
    const locked = programs.get(read.programId);
    if (!locked) throw new AppError("PROGRAM_NOT_FOUND");
    state.set(read.programId, {
      name: locked.name,
      kind: locked.kind,
      balance: locked.balance,
      heldDelta: 0,
      pendingDelta: 0,
      expectedOn: null,
      lots: read.lots ?? (await liveLots(tx, read.programId, null)),
    });
  }
  // Lots already in the database, whose new remainders are written back; this batch's own are inserted.
  const stored = new Set([...state.values()].flatMap((program) => program.lots.map((lot) => lot.id)));
  const entryIds = Array.from({ length: inputs.length * 3 }, () => randomUUID()).sort();
  let next = 0;
  const touched = new Map<string, CostedLot>();
  const entries: { programId: string; entry: NewEntry }[] = [];
  const transfers: Pick<typeof walletTransfers.$inferInsert, (typeof TRANSFER_COLUMNS)[number]>[] = [];
  const answers: TransferAnswer[] = [];

  for (const input of inputs) {
    const source = state.get(input.fromProgramId);
    const destination = state.get(input.toProgramId);
    if (!source || !destination) throw new AppError("PROGRAM_NOT_FOUND");
    if (source.balance < input.pointsSent) throw refuseSending(source.name)(source.balance, source.kind);
    const transfer = transferRow(scope, input);
    const { id: transferId, bonusStatus } = transfer;
    const credited = transfer.baseMiles + (bonusStatus === "credited" ? transfer.bonusMiles : 0);
    if (destination.balance + credited > WALLET_LIMITS.maxBalance) throw balanceLimitExceeded(destination.kind);
    const { takes, costCents } = consumeLots(source.lots, input.pointsSent);
    for (const take of takes) {
      const lot = source.lots.find((candidate) => candidate.id === take.lotId);
      if (lot && stored.has(lot.id)) touched.set(lot.id, lot);
    }
    source.lots = source.lots.filter((lot) => lot.remaining > 0);
    source.balance -= input.pointsSent;
    source.heldDelta -= costCents;

    const split = splitTransferCost(costCents, transfer);
    const entry = (fields: Pick<NewEntry, "type" | "miles" | "costCents" | "expiresOn">): NewEntry => ({
      id: entryIds[next++] ?? randomUUID(),
      source: "transfer",
      amountPaidCents: null,
      description: input.description,
      transferId,
      entryDate: input.transferDate,
      ...fields,
    });
    entries.push({
      programId: input.fromProgramId,
      entry: entry({ type: "transfer", miles: -input.pointsSent, costCents, expiresOn: null }),
    });
    const credits = [
      entry({
        type: "transfer",
        miles: transfer.baseMiles,
        costCents: bonusStatus === "pending" ? costCents : split.baseCostCents,
        expiresOn: input.baseExpiresOn,
      }),
    ];
    if (bonusStatus === "credited") {
      credits.push(
        entry({
          type: "bonus",
          miles: transfer.bonusMiles,
          costCents: split.bonusCostCents,
          expiresOn: input.bonusExpiresOn,
        }),
      );
    }
    for (const credit of credits) {
      entries.push({ programId: input.toProgramId, entry: credit });
      destination.heldDelta += credit.costCents;
      destination.lots.push({
        id: credit.id,
        acquiredOn: credit.entryDate,
        expiresOn: credit.expiresOn,
        remaining: credit.miles,
        remainingCostCents: credit.costCents,
      });
    }
    destination.balance += credited;
    if (bonusStatus === "pending") {
      destination.pendingDelta += transfer.bonusMiles;
      const expected = input.bonusExpectedOn;
      if (expected && (destination.expectedOn === null || expected < destination.expectedOn)) {
        destination.expectedOn = expected;
      }
    }
    transfers.push({ ...transfer, costCents });
    answers.push({
      id: transferId,
      costCents,
      baseMiles: transfer.baseMiles,
      bonusMiles: transfer.bonusMiles,
      bonusStatus,
      toProgramBalance: destination.balance,
    });
  }

  // The batch's credits go in as lots with what this batch left of them.
  const remainingOf = new Map(
    [...state.values()].flatMap((program) => program.lots.map((lot) => [lot.id, lot] as const)),
  );
  const creditLots = entries
    .filter(({ entry }) => entry.miles > 0)
    .map(({ programId, entry }) => {
      const lot = remainingOf.get(entry.id);
      return {
        ...lotRow(scope, programId, entry),
        remaining: lot?.remaining ?? 0,
        remainingCostCents: lot?.remainingCostCents ?? 0,
      };
    });
  // The batch's rows as one JSON parameter each, not .values (docs/decisions/036).
  await Promise.all([
    insertRows(tx, walletTransfers, TRANSFER_COLUMNS, transfers),
    insertRows(
      tx,
      walletEntries,
      ENTRY_COLUMNS,
      entries.map(({ programId, entry }) => entryRow(scope, programId, entry)),
    ),
    insertRows(tx, mileLots, LOT_COLUMNS, creditLots),
    writeLotRemainders(tx, [...touched.values()]),
    ...[...state.entries()].map(([programId, program]) =>
      tx
        .update(loyaltyPrograms)
        .set({
          balance: program.balance,
          heldCostCents: sql`${loyaltyPrograms.heldCostCents} + ${program.heldDelta}::bigint`,
          pendingBonus: sql`${loyaltyPrograms.pendingBonus} + ${program.pendingDelta}::integer`,
          // The earliest promise is the one the reminder waits for.
          pendingBonusExpectedOn: sql`least(${loyaltyPrograms.pendingBonusExpectedOn}, ${program.expectedOn}::date)`,
          updatedAt: sql`now()`,
        })
        .where(eq(loyaltyPrograms.id, programId)),
    ),
  ]);
  return answers;
}
