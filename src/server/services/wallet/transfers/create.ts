import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatInteger } from "@/shared/format";
import { bonusBasisPointsOf, splitTransferCost, transferMiles } from "@/shared/domain/wallet/transfer";
import type { TransferInputSchema } from "@/shared/schemas/transfers";
import type { Db } from "../../../db/client";
import { loyaltyPrograms, walletTransfers } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import { appendCredits, appendDebit } from "../ledger/append";
import { lockPrograms, type NewEntry } from "../ledger/entries";
import { refuseEdit, type Refusal } from "../program-balance";

type TransferInput = z.output<typeof TransferInputSchema>;

function transferEntry(
  transferId: string,
  input: TransferInput,
  fields: Pick<NewEntry, "type" | "miles" | "costCents" | "expiresOn" | "entryDate">,
): NewEntry {
  return {
    id: randomUUID(),
    source: "transfer",
    amountPaidCents: null,
    description: input.description,
    transferId,
    ...fields,
  };
}

function refuseSending(programName: string): Refusal {
  return (balance) =>
    new AppError(
      "INSUFFICIENT_BALANCE",
      `Saldo insuficiente: ${programName} tem ${formatInteger(balance)} ${balance === 1 ? "ponto" : "pontos"}.`,
    );
}

/**
 * One transfer, atomically (docs/decisions/029): both programs are locked in id order (two
 * transfers between the same pair, either way, never deadlock), the source is debited and its
 * lots give their cost, the destination gets a base lot and a bonus lot sharing that cost. A
 * pending bonus waits on the destination's 'Confirmar crédito' (confirm.ts); until then the base
 * lot carries the whole cost, so what is held still costs what was paid.
 */
export async function createTransfer(db: Db, scope: WalletScope, input: TransferInput) {
  const bonusBasisPoints = bonusBasisPointsOf(input.bonusPercent);
  const miles = transferMiles({ ...input, bonusBasisPoints });
  const bonusStatus = miles.bonusMiles === 0 ? "none" : input.bonusPending ? "pending" : "credited";
  const transferId = randomUUID();
  return db.transaction(async (tx) => {
    const programs = await lockPrograms(tx, scope, [input.fromProgramId, input.toProgramId]);
    const source = programs.get(input.fromProgramId);
    if (!source || !programs.has(input.toProgramId)) throw new AppError("PROGRAM_NOT_FOUND");

    await tx.insert(walletTransfers).values({
      id: transferId,
      userId: scope.ownerId,
      fromProgramId: input.fromProgramId,
      toProgramId: input.toProgramId,
      transferDate: input.transferDate,
      pointsSent: input.pointsSent,
      ratioFrom: input.ratioFrom,
      ratioTo: input.ratioTo,
      bonusBasisPoints,
      bonusCapMiles: input.bonusCapMiles,
      baseMiles: miles.baseMiles,
      bonusMiles: miles.bonusMiles,
      bonusStatus,
      bonusExpectedOn: bonusStatus === "pending" ? input.bonusExpectedOn : null,
      baseExpiresOn: input.baseExpiresOn,
      bonusExpiresOn: input.bonusExpiresOn,
      description: input.description,
    });
    const debit = transferEntry(transferId, input, {
      type: "transfer",
      miles: -input.pointsSent,
      costCents: 0,
      expiresOn: null,
      entryDate: input.transferDate,
    });
    const { costs } = await appendDebit(tx, scope, input.fromProgramId, debit, refuseSending(source.name));
    const costCents = costs.get(debit.id) ?? 0;
    const split = splitTransferCost(costCents, miles);
    const credits = [
      transferEntry(transferId, input, {
        type: "transfer",
        miles: miles.baseMiles,
        costCents: bonusStatus === "pending" ? costCents : split.baseCostCents,
        expiresOn: input.baseExpiresOn,
        entryDate: input.transferDate,
      }),
    ];
    if (bonusStatus === "credited") {
      credits.push(
        transferEntry(transferId, input, {
          type: "bonus",
          miles: miles.bonusMiles,
          costCents: split.bonusCostCents,
          expiresOn: input.bonusExpiresOn,
          entryDate: input.transferDate,
        }),
      );
    }
    const [credited] = await Promise.all([
      appendCredits(tx, scope, input.toProgramId, credits, refuseEdit),
      tx.update(walletTransfers).set({ costCents }).where(eq(walletTransfers.id, transferId)),
      bonusStatus === "pending" &&
        tx
          .update(loyaltyPrograms)
          .set({
            pendingBonus: sql`${loyaltyPrograms.pendingBonus} + ${miles.bonusMiles}::integer`,
            // The earliest promise is the one the reminder waits for.
            pendingBonusExpectedOn: sql`least(${loyaltyPrograms.pendingBonusExpectedOn}, ${input.bonusExpectedOn}::date)`,
          })
          .where(eq(loyaltyPrograms.id, input.toProgramId)),
    ]);
    return {
      id: transferId,
      costCents,
      baseMiles: miles.baseMiles,
      bonusMiles: miles.bonusMiles,
      bonusStatus,
      toProgramBalance: credited.balance,
    };
  });
}
