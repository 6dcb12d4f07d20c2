import { sql } from "drizzle-orm";
import type { EntryType } from "@/shared/domain/wallet/entry-kinds";
import type { Db } from "../db/client";
import { loyaltyPrograms, walletEntries, walletTransfers } from "../db/schema";

/** A ledger row as the reports read it, written straight into wallet_entries with its balance. */
export interface TestEntry {
  programId: string;
  type: Exclude<EntryType, "transfer">;
  miles: number;
  entryDate: string;
  amountPaidCents?: number;
  costCents?: number;
  description?: string;
}

const SOURCE = { accumulation: "accumulation", correction: "correction" } as const;

export async function recordEntry(db: Db, userId: string, entry: TestEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(walletEntries).values({
      userId,
      programId: entry.programId,
      source: entry.type === "accumulation" || entry.type === "correction" ? SOURCE[entry.type] : "transaction",
      type: entry.type,
      miles: entry.miles,
      entryDate: entry.entryDate,
      amountPaidCents: entry.type === "accumulation" ? (entry.amountPaidCents ?? 0) : null,
      costCents: entry.costCents ?? 0,
      description: entry.description ?? null,
    });
    await tx
      .update(loyaltyPrograms)
      .set({ balance: sql`${loyaltyPrograms.balance} + ${entry.miles}` })
      .where(sql`${loyaltyPrograms.id} = ${entry.programId}`);
  });
}

export async function recordTransfer(
  db: Db,
  userId: string,
  transfer: { from: string; to: string; date: string; sent: number; base: number; bonus: number; costCents: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(walletTransfers)
      .values({
        userId,
        fromProgramId: transfer.from,
        toProgramId: transfer.to,
        transferDate: transfer.date,
        pointsSent: transfer.sent,
        baseMiles: transfer.base,
        bonusMiles: transfer.bonus,
        bonusStatus: transfer.bonus > 0 ? "credited" : "none",
        costCents: transfer.costCents,
      })
      .returning({ id: walletTransfers.id });
    const transferId = row?.id ?? null;
    const side = (programId: string, type: "transfer" | "bonus", miles: number, costCents: number) => ({
      userId,
      programId,
      source: "transfer" as const,
      type,
      miles,
      entryDate: transfer.date,
      costCents,
      transferId,
    });
    const bonusCost = Math.round((transfer.costCents * transfer.bonus) / (transfer.base + transfer.bonus));
    await tx
      .insert(walletEntries)
      .values([
        side(transfer.from, "transfer", -transfer.sent, transfer.costCents),
        side(transfer.to, "transfer", transfer.base, transfer.costCents - bonusCost),
        ...(transfer.bonus > 0 ? [side(transfer.to, "bonus", transfer.bonus, bonusCost)] : []),
      ]);
    await tx
      .update(loyaltyPrograms)
      .set({ balance: sql`${loyaltyPrograms.balance} - ${transfer.sent}` })
      .where(sql`${loyaltyPrograms.id} = ${transfer.from}`);
    await tx
      .update(loyaltyPrograms)
      .set({ balance: sql`${loyaltyPrograms.balance} + ${transfer.base + transfer.bonus}` })
      .where(sql`${loyaltyPrograms.id} = ${transfer.to}`);
  });
}
