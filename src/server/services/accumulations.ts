import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { costPerThousandCents } from "@/shared/domain/cost";
import type {
  AccumulationInputSchema,
  AccumulationUpdateInputSchema,
  IdInputSchema,
} from "@/shared/schemas/wallet";
import type { Db } from "../db/client";
import { costCalculations, loyaltyPrograms } from "../db/schema";
import { AppError } from "../errors";
import type { Actor } from "./access";
import { applyProgramEffect, refuseEdit, refuseRemoval, replaceProgramEffect } from "./program-balance";
import { addAccumulation, removeAccumulation } from "./program-effects";
import { rederiveLotsOf, rederiveProgramLots } from "./lots";

const c = costCalculations;

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

const ownedBy = (actor: Actor, id: string) => and(eq(c.id, id), eq(c.userId, actor.id));

/** Spec §7: newest first, with the program's name for the list. */
export async function listAccumulations(db: Db, actor: Actor) {
  return db
    .select({ ...accumulationColumns, programName: loyaltyPrograms.name })
    .from(c)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, c.programId))
    .where(eq(c.userId, actor.id))
    .orderBy(desc(c.calculationDate), desc(c.createdAt));
}

/** The cost per thousand is always computed here from what was paid, never taken from the client. */
function costed(input: z.output<typeof AccumulationInputSchema>) {
  return { ...input, costPerThousandCents: costPerThousandCents(input.amountPaidCents, input.milesAcquired) };
}

export async function createAccumulation(db: Db, actor: Actor, input: z.output<typeof AccumulationInputSchema>) {
  const values = costed(input);
  return db.transaction(async (tx) => {
    // Program first: an unknown or foreign program answers NOT_FOUND before any row is written.
    const { balance } = await applyProgramEffect(tx, actor.id, values.programId, addAccumulation(values), refuseEdit);
    const [row] = await tx
      .insert(c)
      .values({ ...values, userId: actor.id })
      .returning(accumulationColumns);
    if (!row) throw new Error("insert returned no row");
    await rederiveProgramLots(tx, actor.id, values.programId);
    return { ...row, programBalance: balance };
  });
}

/** Undo the old miles and costs, apply the new ones (possibly on another program), all or nothing. */
export async function updateAccumulation(
  db: Db,
  actor: Actor,
  input: z.output<typeof AccumulationUpdateInputSchema>,
) {
  const { id, ...fields } = input;
  const values = costed(fields);
  return db.transaction(async (tx) => {
    // Locking the row first makes two concurrent edits undo the old values once, in turn.
    const [old] = await tx.select(accumulationColumns).from(c).where(ownedBy(actor, id)).for("update");
    if (!old) throw new AppError("ACCUMULATION_NOT_FOUND");
    await replaceProgramEffect(
      tx,
      actor.id,
      { programId: old.programId, effect: removeAccumulation(old) },
      { programId: values.programId, effect: addAccumulation(values) },
      refuseEdit,
    );
    const [row] = await tx.update(c).set(values).where(ownedBy(actor, id)).returning(accumulationColumns);
    if (!row) throw new AppError("ACCUMULATION_NOT_FOUND");
    await rederiveLotsOf(tx, actor.id, [old.programId, values.programId]);
    return row;
  });
}

/** Refused when its miles were already spent: the balance would go below 0 (spec §4). */
export async function deleteAccumulation(db: Db, actor: Actor, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(c).where(ownedBy(actor, input.id)).returning(accumulationColumns);
    if (!old) throw new AppError("ACCUMULATION_NOT_FOUND");
    const { balance } = await applyProgramEffect(
      tx,
      actor.id,
      old.programId,
      removeAccumulation(old),
      refuseRemoval("este acúmulo", old.milesAcquired),
    );
    await rederiveProgramLots(tx, actor.id, old.programId);
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
