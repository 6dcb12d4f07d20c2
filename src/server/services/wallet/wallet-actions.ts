import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { hasMilesToExpire } from "@/shared/domain/wallet/lots";
import { unitsAgreeing } from "@/shared/domain/wallet/program-kind";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import type { IdInputSchema } from "@/shared/schemas/wallet";
import type { Db, Tx } from "../../db/client";
import { loyaltyPrograms, mileLots, walletTransfers } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { lockPrograms } from "./ledger/entries";
import { createTransaction } from "./transactions";
import { confirmTransferBonus } from "./transfers/manage";

/**
 * 'Confirmar crédito': the program's pending bonus is credited in one step. A bonus a transfer
 * left pending is credited as that transfer's bonus lot, with its share of the carried cost
 * (transfers/manage.ts); what the member typed as pending in the program form becomes a bonus
 * transaction. Every program involved is locked first, in id order, so a double click confirms
 * once and the second finds nothing pending.
 */
export async function confirmPendingBonus(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof IdInputSchema>,
  today = todayInSaoPaulo(),
) {
  return db.transaction(async (tx) => {
    const pendingTransfers = await tx
      .select({
        id: walletTransfers.id,
        fromProgramId: walletTransfers.fromProgramId,
        bonusMiles: walletTransfers.bonusMiles,
      })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.toProgramId, input.id),
          eq(walletTransfers.bonusStatus, "pending"),
          ownedBy(walletTransfers, scope),
        ),
      );
    const programs = await lockPrograms(tx, scope, [input.id, ...pendingTransfers.map((row) => row.fromProgramId)]);
    if (!programs.has(input.id)) throw new AppError("PROGRAM_NOT_FOUND");
    const [program] = await tx
      .select({ pendingBonus: loyaltyPrograms.pendingBonus })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.id, input.id));
    if (!program || program.pendingBonus === 0) throw new AppError("NO_PENDING_BONUS");
    let balance = programs.get(input.id)?.balance ?? 0;
    for (const transfer of pendingTransfers) ({ balance } = await confirmTransferBonus(tx, scope, transfer.id, today));
    await tx
      .update(loyaltyPrograms)
      .set({ pendingBonus: 0, pendingBonusExpectedOn: null, updatedAt: sql`now()` })
      .where(eq(loyaltyPrograms.id, input.id));
    const typed = program.pendingBonus - pendingTransfers.reduce((sum, row) => sum + row.bonusMiles, 0);
    if (typed <= 0) return { programId: input.id, programBalance: balance };
    return createTransaction(tx, scope, {
      programId: input.id,
      type: "bonus",
      amount: typed,
      description: "Bônus pendente creditado",
      transactionDate: today,
      expiresOn: null,
    });
  });
}

/** 'Expirar' on an expired lot: one expiration transaction for the miles it still holds, on its expiry day. */
export async function expireLot(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof IdInputSchema>,
  today = todayInSaoPaulo(),
) {
  const findLot = async (tx: Tx) => {
    const [lot] = await tx
      .select({ programId: mileLots.programId, expiresOn: mileLots.expiresOn, remaining: mileLots.remaining })
      .from(mileLots)
      .where(and(eq(mileLots.id, input.id), ownedBy(mileLots, scope)));
    // Another member's lot is not found, as every record one does not own.
    if (!lot) throw new AppError("LOT_NOT_FOUND");
    return lot;
  };
  return db.transaction(async (tx) => {
    // The program's lock first, as every ledger writer takes it; then the lot as it is now: two
    // clicks at once, the second waits here and then finds nothing left to expire.
    const programs = await lockPrograms(tx, scope, [(await findLot(tx)).programId]);
    const { programId, expiresOn, remaining } = await findLot(tx);
    if (expiresOn === null) throw new AppError("LOT_NOT_FOUND");
    if (!hasMilesToExpire({ expiresOn, remaining }, today)) {
      const kind = programs.get(programId)?.kind ?? null;
      throw new AppError("LOT_NOT_EXPIRED", `Este lote não tem ${unitsAgreeing("vencid", kind)} para expirar.`);
    }
    return createTransaction(tx, scope, {
      programId,
      type: "expiration",
      amount: remaining,
      description: `Vencimento do lote de ${formatPlainDate(expiresOn)}`,
      transactionDate: expiresOn,
      expiresOn: null,
    });
  });
}
