import { eq, sql } from "drizzle-orm";
import { splitTransferCost } from "@/shared/domain/wallet/transfer";
import type { Db, Tx } from "../../../db/client";
import { groupCommit } from "../../../db/group-commit";
import { perDatabase } from "../../../db/per-database";
import { loyaltyPrograms, walletTransfers } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import { appendCredits, appendDebit } from "../ledger/append";
import { lockPrograms } from "../ledger/entries";
import { refuseEdit } from "../program-balance";
import { readPair, transfersTogether } from "./batch";
import {
  refuseSending,
  transferEntry,
  transferRow,
  type LockedPrograms,
  type TransferAnswer,
  type TransferInput,
} from "./terms";

/**
 * One transfer inside a transaction that already holds both programs' locks: the transfer's row
 * and the source's debit go in one round trip, the debit's writes and the destination's credits
 * in a second. The base lot and the bonus lot share the cost the points sent carried; a pending
 * bonus waits on the destination's 'Confirmar crédito' (manage.ts), and until then the base lot
 * carries the whole cost, so what is held still costs what was paid.
 */
async function transferWithin(
  tx: Tx,
  scope: WalletScope,
  input: TransferInput,
  programs: LockedPrograms,
): Promise<TransferAnswer> {
  const source = programs.get(input.fromProgramId);
  if (!source || !programs.has(input.toProgramId)) throw new AppError("PROGRAM_NOT_FOUND");
  const transfer = transferRow(scope, input);
  const { id: transferId, bonusStatus } = transfer;
  const debit = transferEntry(transferId, input, {
    type: "transfer",
    miles: -input.pointsSent,
    costCents: 0,
    expiresOn: null,
    entryDate: input.transferDate,
  });
  let toProgramBalance = 0;
  const credit = async (costCents: number) => {
    const split = splitTransferCost(costCents, transfer);
    const credits = [
      transferEntry(transferId, input, {
        type: "transfer",
        miles: transfer.baseMiles,
        costCents: bonusStatus === "pending" ? costCents : split.baseCostCents,
        expiresOn: input.baseExpiresOn,
        entryDate: input.transferDate,
      }),
    ];
    if (bonusStatus === "credited") {
      credits.push(
        transferEntry(transferId, input, {
          type: "bonus",
          miles: transfer.bonusMiles,
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
            pendingBonus: sql`${loyaltyPrograms.pendingBonus} + ${transfer.bonusMiles}::integer`,
            // The earliest promise is the one the reminder waits for.
            pendingBonusExpectedOn: sql`least(${loyaltyPrograms.pendingBonusExpectedOn}, ${input.bonusExpectedOn}::date)`,
          })
          .where(eq(loyaltyPrograms.id, input.toProgramId)),
    ]);
    toProgramBalance = credited.balance;
  };
  const [, { costs }] = await Promise.all([
    tx.insert(walletTransfers).values(transfer),
    appendDebit(tx, scope, input.fromProgramId, debit, refuseSending(source.name), credit),
  ]);
  return {
    id: transferId,
    costCents: costs.get(debit.id) ?? 0,
    baseMiles: transfer.baseMiles,
    bonusMiles: transfer.bonusMiles,
    bonusStatus,
    toProgramBalance,
  };
}

interface TransferCall {
  scope: WalletScope;
  input: TransferInput;
}

/**
 * Transfers between one pair of programs, in one transaction: both programs are locked once, in
 * id order (transfers both ways never deadlock), then each transfer in arrival order.
 */
async function commitTransfers(db: Db, calls: TransferCall[]) {
  const [first] = calls;
  if (!first) return [];
  const { scope, input } = first;
  const inputs = calls.map((call) => call.input);
  return db.transaction(async (tx) => {
    // One round trip: the locks, then what the batch reads behind them (batch.ts).
    const [programs, reads] = await Promise.all([
      lockPrograms(tx, scope, [input.fromProgramId, input.toProgramId]),
      readPair(tx, inputs),
    ]);
    const together = await transfersTogether(tx, scope, inputs, programs, reads);
    if (together) return together;
    // Back-dated: each transfer on its own, the programs replayed as needed.
    const answers = [];
    for (const call of calls) answers.push(await transferWithin(tx, scope, call.input, programs));
    return answers;
  });
}

// Transfers between one pair would queue on the pair's row locks, one WAL flush each; committed
// together they share both (docs/decisions/025's group commit, docs/decisions/029).
const transferCommits = perDatabase((db: Db) =>
  groupCommit({
    commit: (calls: TransferCall[]) => commitTransfers(db, calls),
    // A refusal (an overdraw, a program not the member's) is each call's own to hear.
    retryAlone: (error) => error instanceof AppError,
    maxBatch: 50,
  }),
);

/** 'Transferir pontos': one transfer, atomically (docs/decisions/029). */
export function createTransfer(db: Db, scope: WalletScope, input: TransferInput) {
  const pair = [input.fromProgramId, input.toProgramId].sort().join(":");
  return transferCommits(db)(`${scope.ownerId}:${pair}`, { scope, input });
}
