import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { formatInteger } from "@/shared/format";
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
  return (balance) =>
    new AppError(
      "INSUFFICIENT_BALANCE",
      `Saldo insuficiente: ${programName} tem ${formatInteger(balance)} ${balance === 1 ? "ponto" : "pontos"}.`,
    );
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
