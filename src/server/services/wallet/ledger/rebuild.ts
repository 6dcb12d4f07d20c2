import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ledgerRebuilds, loyaltyPrograms } from "../../../db/schema";
import { walletScopeOf } from "../../access/wallet-scope";
import { refuseEdit } from "../program-balance";
import { replayProgram } from "./replay";

/**
 * The one-off step after the migration that moved the old movement tables into the ledger
 * (drizzle/0009_move_movements_into_ledger.sql): each program it queued is replayed with the
 * app's own rules, so its lots, every usage's cost and its held cost are the ones the ledger
 * would have written, and leaves the queue in the same transaction. Run by the migration runner
 * (server/db/migrate.ts) under its lock; a restart half-way resumes with what is left. An empty
 * queue costs one indexed read.
 */
export async function rebuildQueuedLedgers(db: Db): Promise<number> {
  let rebuilt = 0;
  for (;;) {
    const queued = await db.select({ programId: ledgerRebuilds.programId }).from(ledgerRebuilds).limit(50);
    if (queued.length === 0) return rebuilt;
    for (const { programId } of queued) {
      await db.transaction(async (tx) => {
        const [program] = await tx
          .select({ userId: loyaltyPrograms.userId, balance: loyaltyPrograms.balance })
          .from(loyaltyPrograms)
          .where(eq(loyaltyPrograms.id, programId))
          .for("update");
        if (program)
          await replayProgram(tx, walletScopeOf({ id: program.userId }), programId, refuseEdit, program.balance);
        await tx.delete(ledgerRebuilds).where(sql`${ledgerRebuilds.programId} = ${programId}`);
      });
      rebuilt += 1;
    }
  }
}
