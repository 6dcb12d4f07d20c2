import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formatUnits, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { bonusBasisPointsOf, transferMiles } from "@/shared/domain/wallet/transfer";
import type { TransferInputSchema } from "@/shared/schemas/transfers";
import type { walletTransfers } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import type { lockPrograms, NewEntry } from "../ledger/entries";
import type { Refusal } from "../program-balance";

/** What a transfer's writers share (create.ts, batch.ts). */
export type TransferInput = z.output<typeof TransferInputSchema>;

/**
 * A transfer's row: the miles its terms give, and its bonus none, pending (until 'Confirmar
 * crédito', manage.ts) or credited. Without its cost, which is the debit's and known only once the
 * source's lots are taken: batch.ts adds it to the row, create.ts writes it with the credits.
 */
export function transferRow(scope: WalletScope, input: TransferInput) {
  const bonusBasisPoints = bonusBasisPointsOf(input.bonusPercent);
  const miles = transferMiles({ ...input, bonusBasisPoints });
  const bonusStatus: TransferAnswer["bonusStatus"] =
    miles.bonusMiles === 0 ? "none" : input.bonusPending ? "pending" : "credited";
  return {
    id: randomUUID(),
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
  } satisfies typeof walletTransfers.$inferInsert;
}

export function transferEntry(
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

export function refuseSending(programName: string): Refusal {
  return (balance: number, kind: ProgramKind | null) =>
    new AppError("INSUFFICIENT_BALANCE", `Saldo insuficiente: ${programName} tem ${formatUnits(balance, kind)}.`);
}

export type LockedPrograms = Awaited<ReturnType<typeof lockPrograms>>;

export interface TransferAnswer {
  id: string;
  costCents: number;
  baseMiles: number;
  bonusMiles: number;
  bonusStatus: "none" | "pending" | "credited";
  toProgramBalance: number;
}
