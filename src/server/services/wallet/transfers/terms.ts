import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formatUnits, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import type { TransferInputSchema } from "@/shared/schemas/transfers";
import { AppError } from "../../../errors";
import type { lockPrograms, NewEntry } from "../ledger/entries";
import type { Refusal } from "../program-balance";

/** What a transfer's writers share (create.ts, batch.ts). */
export type TransferInput = z.output<typeof TransferInputSchema>;

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
