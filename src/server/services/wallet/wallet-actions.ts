import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { hasMilesToExpire } from "@/shared/domain/wallet/lots";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import type { IdInputSchema } from "@/shared/schemas/wallet";
import type { Db } from "../../db/client";
import { loyaltyPrograms, mileLots } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { createTransaction } from "./transactions";

/**
 * 'Confirmar crédito': the pending bonus becomes a bonus transaction in one step. The program row
 * is locked first, so a double click confirms once and the second finds nothing pending.
 */
export async function confirmPendingBonus(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof IdInputSchema>,
  today = todayInSaoPaulo(),
) {
  return db.transaction(async (tx) => {
    const [program] = await tx
      .select({ pendingBonus: loyaltyPrograms.pendingBonus })
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.id, input.id), ownedBy(loyaltyPrograms, scope)))
      .for("update");
    if (!program) throw new AppError("PROGRAM_NOT_FOUND");
    if (program.pendingBonus === 0) throw new AppError("NO_PENDING_BONUS");
    await tx
      .update(loyaltyPrograms)
      .set({ pendingBonus: 0, pendingBonusExpectedOn: null, updatedAt: sql`now()` })
      .where(eq(loyaltyPrograms.id, input.id));
    return createTransaction(tx, scope, {
      programId: input.id,
      type: "bonus",
      amount: program.pendingBonus,
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
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .select({ programId: mileLots.programId, expiresOn: mileLots.expiresOn, remaining: mileLots.remaining })
      .from(mileLots)
      .where(and(eq(mileLots.id, input.id), ownedBy(mileLots, scope)))
      // Two clicks at once: the second waits here and then finds nothing left to expire.
      .for("update");
    // Another member's lot is not found, as every record one does not own.
    if (!lot) throw new AppError("LOT_NOT_FOUND");
    if (!hasMilesToExpire(lot, today)) throw new AppError("LOT_NOT_EXPIRED");
    return createTransaction(tx, scope, {
      programId: lot.programId,
      type: "expiration",
      amount: lot.remaining,
      description: `Vencimento do lote de ${formatPlainDate(lot.expiresOn)}`,
      transactionDate: lot.expiresOn,
      expiresOn: null,
    });
  });
}
