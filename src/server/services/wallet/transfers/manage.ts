import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { heldCostPerThousandCents } from "@/shared/domain/wallet/lot-consumption";
import { ofTheUnits, unitsAgreeing } from "@/shared/domain/wallet/program-kind";
import { splitTransferCost } from "@/shared/domain/wallet/transfer";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { IdInputSchema } from "@/shared/schemas/wallet";
import type { Db, Tx } from "../../../db/client";
import { loyaltyPrograms, mileLots, walletEntries, walletTransfers as w } from "../../../db/schema";
import { AppError } from "../../../errors";
import { ownedBy, type WalletScope } from "../../access/wallet-scope";
import { insertEntriesWithLots, lockPrograms } from "../ledger/entries";
import { replayProgram } from "../ledger/replay";
import { refuseEdit } from "../program-balance";

const from = alias(loyaltyPrograms, "from_program");
const to = alias(loyaltyPrograms, "to_program");

/** The history's transfers, newest first, each with both programs' names. */
export async function listTransfers(db: Db, scope: WalletScope) {
  const rows = await db
    .select({
      id: w.id,
      fromProgramId: w.fromProgramId,
      fromProgramName: from.name,
      toProgramId: w.toProgramId,
      toProgramName: to.name,
      transferDate: w.transferDate,
      pointsSent: w.pointsSent,
      ratioFrom: w.ratioFrom,
      ratioTo: w.ratioTo,
      bonusBasisPoints: w.bonusBasisPoints,
      bonusCapMiles: w.bonusCapMiles,
      baseMiles: w.baseMiles,
      bonusMiles: w.bonusMiles,
      bonusStatus: w.bonusStatus,
      bonusExpectedOn: w.bonusExpectedOn,
      baseExpiresOn: w.baseExpiresOn,
      bonusExpiresOn: w.bonusExpiresOn,
      costCents: w.costCents,
      description: w.description,
      createdAt: w.createdAt,
    })
    .from(w)
    .innerJoin(from, eq(from.id, w.fromProgramId))
    .innerJoin(to, eq(to.id, w.toProgramId))
    .where(ownedBy(w, scope))
    .orderBy(desc(w.transferDate), desc(w.createdAt));
  return rows.map(({ bonusBasisPoints, ...row }) => ({
    ...row,
    bonusPercent: bonusBasisPoints / 100,
    // What each mile credited cost, the bonus counted once it is credited.
    costPerThousandCents: heldCostPerThousandCents(
      row.costCents,
      row.baseMiles + (row.bonusStatus === "credited" ? row.bonusMiles : 0),
    ),
  }));
}

async function findTransfer(tx: Tx, scope: WalletScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(w)
    .where(and(eq(w.id, id), ownedBy(w, scope)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("TRANSFER_NOT_FOUND");
  return row;
}

/**
 * Both programs' locks first, in id order, as every ledger writer takes them, then the transfer's
 * own row: a second click waits here and then reads what the first one left.
 */
async function lockTransfer(tx: Tx, scope: WalletScope, id: string) {
  const seen = await findTransfer(tx, scope, id);
  const programs = await lockPrograms(tx, scope, [seen.fromProgramId, seen.toProgramId]);
  return { transfer: await findTransfer(tx, scope, id, true), programs };
}

function lessPending(miles: number) {
  const left = sql`greatest(${loyaltyPrograms.pendingBonus} - ${miles}::integer, 0)`;
  return {
    pendingBonus: left,
    pendingBonusExpectedOn: sql`case when ${left} = 0 then null else ${loyaltyPrograms.pendingBonusExpectedOn} end`,
  };
}

/**
 * Removes the transfer as a whole while the miles it credited are unused: the source gets its
 * points (and their cost) back, the destination loses the lots. Refused, in words, otherwise.
 */
export async function removeTransfer(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const { transfer, programs } = await lockTransfer(tx, scope, input.id);
    const credited = await tx
      .select({ id: mileLots.id, miles: mileLots.miles, remaining: mileLots.remaining })
      .from(mileLots)
      .innerJoin(walletEntries, eq(walletEntries.id, mileLots.id))
      .where(eq(walletEntries.transferId, transfer.id));
    if (credited.some((lot) => lot.remaining < lot.miles)) {
      const destination = programs.get(transfer.toProgramId);
      const kind = destination?.kind ?? null;
      throw new AppError(
        "TRANSFER_IN_USE",
        `Não é possível remover esta transferência: parte ${ofTheUnits(kind)} ${unitsAgreeing("creditad", kind)} em ${destination?.name ?? "o destino"} já foi usada.`,
      );
    }
    await tx.delete(w).where(eq(w.id, transfer.id));
    if (transfer.bonusStatus === "pending") {
      await tx
        .update(loyaltyPrograms)
        .set(lessPending(transfer.bonusMiles))
        .where(eq(loyaltyPrograms.id, transfer.toProgramId));
    }
    for (const programId of [transfer.fromProgramId, transfer.toProgramId].sort()) {
      await replayProgram(tx, scope, programId, refuseEdit, programs.get(programId)?.balance ?? 0);
    }
    return { id: transfer.id };
  });
}

/**
 * 'Confirmar crédito' of a transfer's pending bonus: the bonus lot is credited today and takes its
 * share of the carried cost from the base lot, as if it had been credited with it; the
 * destination is replayed so every later debit's cost follows.
 */
export async function confirmTransferBonus(tx: Tx, scope: WalletScope, transferId: string, today: string) {
  const { transfer, programs } = await lockTransfer(tx, scope, transferId);
  if (transfer.bonusStatus !== "pending") throw new AppError("NO_PENDING_BONUS");
  const split = splitTransferCost(transfer.costCents, transfer);
  await Promise.all([
    tx
      .update(walletEntries)
      .set({ costCents: split.baseCostCents })
      .where(
        and(
          eq(walletEntries.transferId, transfer.id),
          eq(walletEntries.type, "transfer"),
          sql`${walletEntries.miles} > 0`,
        ),
      ),
    tx.update(w).set({ bonusStatus: "credited", bonusExpectedOn: null }).where(eq(w.id, transfer.id)),
    tx
      .update(loyaltyPrograms)
      .set(lessPending(transfer.bonusMiles))
      .where(eq(loyaltyPrograms.id, transfer.toProgramId)),
    insertEntriesWithLots(tx, scope, transfer.toProgramId, [
      {
        id: randomUUID(),
        source: "transfer",
        type: "bonus",
        miles: transfer.bonusMiles,
        entryDate: today,
        amountPaidCents: null,
        costCents: split.bonusCostCents,
        expiresOn: transfer.bonusExpiresOn,
        description: transfer.description,
        transferId: transfer.id,
      },
    ]),
  ]);
  return replayProgram(tx, scope, transfer.toProgramId, refuseEdit, programs.get(transfer.toProgramId)?.balance ?? 0);
}

export async function confirmTransfer(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const { balance } = await confirmTransferBonus(tx, scope, input.id, todayInSaoPaulo());
    return { id: input.id, programBalance: balance };
  });
}
