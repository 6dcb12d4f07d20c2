import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { costPerThousandCents } from "@/shared/domain/wallet/cost";
import type { AccumulationInputSchema, AccumulationUpdateInputSchema, IdInputSchema } from "@/shared/schemas/wallet";
import type { Db } from "../../db/client";
import { violatesForeignKey } from "../../db/driver-errors";
import { groupCommit } from "../../db/group-commit";
import { perDatabase } from "../../db/per-database";
import { costCalculations, loyaltyPrograms } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { applyProgramEffect, refuseEdit, refuseRemoval, replaceProgramEffect } from "./program-balance";
import { addAccumulation, addAccumulations, removeAccumulation } from "./program-effects";
import { rederiveLotsBehind, rederiveLotsOf } from "./lots";

const c = costCalculations;
const PROGRAM_OWNER_FK = "cost_calculations_program_owner_fk";

const accumulationColumns = {
  id: c.id,
  programId: c.programId,
  milesAcquired: c.milesAcquired,
  amountPaidCents: c.amountPaidCents,
  costPerThousandCents: c.costPerThousandCents,
  calculationDate: c.calculationDate,
  expiresOn: c.expiresOn,
  createdAt: c.createdAt,
};

const ownRow = (scope: WalletScope, id: string) => and(eq(c.id, id), ownedBy(c, scope));

/** docs/product.md §7: newest first, with the program's name for the list. */
export async function listAccumulations(db: Db, scope: WalletScope) {
  return db
    .select({ ...accumulationColumns, programName: loyaltyPrograms.name })
    .from(c)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, c.programId))
    .where(ownedBy(c, scope))
    .orderBy(desc(c.calculationDate), desc(c.createdAt));
}

/** The cost per thousand is always computed here from what was paid, never taken from the client. */
function costed(input: z.output<typeof AccumulationInputSchema>) {
  return { ...input, costPerThousandCents: costPerThousandCents(input.amountPaidCents, input.milesAcquired) };
}

type NewAccumulation = z.output<typeof AccumulationInputSchema>;

interface AccumulationCall {
  scope: WalletScope;
  input: NewAccumulation;
}

/**
 * All of these accumulations, on one program of one member, in one transaction. The INSERT, the
 * balance UPDATE that locks the program's row and the lots' lookup are sent together: one round
 * trip, and the row is not locked while the INSERT runs (docs/decisions/016). The foreign key on
 * (program, owner) refuses an unknown or foreign program; the statements behind it then fail too
 * and the transaction writes nothing. Each answer carries the balance right after its own miles,
 * as if the accumulations had been committed one by one in the order given.
 */
async function insertTogether(db: Db, calls: AccumulationCall[]) {
  const [first] = calls;
  if (!first) return [];
  const { scope } = first;
  const userId = scope.ownerId;
  const { programId } = first.input;
  // Ids from here, so each caller finds its own row whatever order RETURNING gives them back in.
  const rows = calls.map(({ input }) => ({ ...costed(input), id: randomUUID(), userId }));
  const effect = addAccumulations(rows);
  return db.transaction(async (tx) => {
    const [inserted, applied] = await Promise.allSettled([
      tx.insert(c).values(rows).returning(accumulationColumns).execute(),
      rederiveLotsBehind(tx, scope, programId, applyProgramEffect(tx, scope, programId, effect, refuseEdit)),
    ]);
    if (inserted.status === "rejected") {
      throw violatesForeignKey(inserted.reason, PROGRAM_OWNER_FK) ? new AppError("PROGRAM_NOT_FOUND") : inserted.reason;
    }
    if (applied.status === "rejected") throw applied.reason;
    const byId = new Map(inserted.value.map((row) => [row.id, row]));
    let programBalance = applied.value.balance - effect.miles;
    return rows.map(({ id, milesAcquired }) => {
      const row = byId.get(id);
      if (!row) throw new Error("insert returned no row");
      programBalance += milesAcquired;
      return { ...row, programBalance };
    });
  });
}

// Concurrent accumulations on one program would otherwise commit one after another on its row's
// lock, one WAL flush each; together they share both (docs/decisions/025).
const accumulationCommits = perDatabase((db: Db) =>
  groupCommit({
    commit: (calls: AccumulationCall[]) => insertTogether(db, calls),
    // A refusal (the program is gone, the sum passes the balance limit) is each call's own to hear.
    retryAlone: (error) => error instanceof AppError,
    maxBatch: 100,
  }),
);

export function createAccumulation(db: Db, scope: WalletScope, input: NewAccumulation) {
  return accumulationCommits(db)(`${scope.ownerId}:${input.programId}`, { scope, input });
}

/** Undo the old miles and costs, apply the new ones (possibly on another program), all or nothing. */
export async function updateAccumulation(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof AccumulationUpdateInputSchema>,
) {
  const { id, ...fields } = input;
  const values = costed(fields);
  return db.transaction(async (tx) => {
    // Locking the row first makes two concurrent edits undo the old values once, in turn.
    const [old] = await tx.select(accumulationColumns).from(c).where(ownRow(scope, id)).for("update");
    if (!old) throw new AppError("ACCUMULATION_NOT_FOUND");
    await replaceProgramEffect(
      tx,
      scope,
      { programId: old.programId, effect: removeAccumulation(old) },
      { programId: values.programId, effect: addAccumulation(values) },
      refuseEdit,
    );
    const [row] = await tx.update(c).set(values).where(ownRow(scope, id)).returning(accumulationColumns);
    if (!row) throw new AppError("ACCUMULATION_NOT_FOUND");
    await rederiveLotsOf(tx, scope, [old.programId, values.programId]);
    return row;
  });
}

/** Refused when its miles were already spent: the balance would go below 0 (docs/product.md §4). */
export async function deleteAccumulation(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(c).where(ownRow(scope, input.id)).returning(accumulationColumns);
    if (!old) throw new AppError("ACCUMULATION_NOT_FOUND");
    const { balance } = await rederiveLotsBehind(
      tx,
      scope,
      old.programId,
      applyProgramEffect(
        tx,
        scope,
        old.programId,
        removeAccumulation(old),
        refuseRemoval("este acúmulo", old.milesAcquired),
      ),
    );
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
