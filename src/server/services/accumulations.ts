import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { costPerThousandCents } from "@/shared/domain/cost";
import type {
  AccumulationInputSchema,
  AccumulationUpdateInputSchema,
  IdInputSchema,
} from "@/shared/schemas/wallet";
import type { Db } from "../db/client";
import { violatesForeignKey } from "../db/driver-errors";
import { costCalculations, loyaltyPrograms } from "../db/schema";
import { AppError } from "../errors";
import type { Actor } from "./access";
import { applyProgramEffect, refuseEdit, refuseRemoval, replaceProgramEffect } from "./program-balance";
import { addAccumulation, removeAccumulation } from "./program-effects";
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
    // The INSERT, the balance UPDATE that locks the program's row and the lots' lookup are sent
    // together: one round trip, and the row is not locked while the INSERT runs (docs/decisions/016).
    // The foreign key on (program, owner) refuses an unknown or foreign program; the statements
    // behind it then fail too and the transaction writes nothing.
    const [inserted, applied] = await Promise.allSettled([
      tx.insert(c).values({ ...values, userId: actor.id }).returning(accumulationColumns).execute(),
      rederiveLotsBehind(
        tx,
        actor.id,
        values.programId,
        applyProgramEffect(tx, actor.id, values.programId, addAccumulation(values), refuseEdit),
      ),
    ]);
    if (inserted.status === "rejected") {
      throw violatesForeignKey(inserted.reason, PROGRAM_OWNER_FK) ? new AppError("PROGRAM_NOT_FOUND") : inserted.reason;
    }
    if (applied.status === "rejected") throw applied.reason;
    const [row] = inserted.value;
    if (!row) throw new Error("insert returned no row");
    return { ...row, programBalance: applied.value.balance };
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
    const { balance } = await rederiveLotsBehind(
      tx,
      actor.id,
      old.programId,
      applyProgramEffect(tx, actor.id, old.programId, removeAccumulation(old), refuseRemoval("este acúmulo", old.milesAcquired)),
    );
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
