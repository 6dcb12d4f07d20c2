import { and, eq, isNull, lte, or, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CpfListEntryInputSchema, CpfListRemovalInputSchema } from "@/shared/schemas/household";
import type { Db, Tx } from "../../db/client";
import { violatesForeignKey, violatesUnique } from "../../db/driver-errors";
import { cpfLimitRules, cpfListEntries as l, loyaltyPrograms } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * A fixed-list program's beneficiaries (Azul Fidelidade, docs/decisions/039): a person counts from
 * the day they are added, can fly after the rule's wait, and leaves the count the day they are
 * taken off. The program's row is locked while the list changes, as a redemption locks it.
 */
async function lockListProgram(tx: Tx, scope: WalletScope, programId: string) {
  const [program] = await tx
    .select({ limit: cpfLimitRules.limit, window: cpfLimitRules.window })
    .from(loyaltyPrograms)
    .leftJoin(cpfLimitRules, eq(cpfLimitRules.catalogueId, loyaltyPrograms.catalogueId))
    .where(and(eq(loyaltyPrograms.id, programId), ownedBy(loyaltyPrograms, scope)))
    .for("update", { of: loyaltyPrograms });
  if (!program) throw new AppError("PROGRAM_NOT_FOUND");
  if (program.window !== "fixed_list" || program.limit === null) throw new AppError("CPF_LIST_NOT_USED");
  return { limit: program.limit };
}

export async function addToCpfList(db: Db, scope: WalletScope, input: z.output<typeof CpfListEntryInputSchema>) {
  return db.transaction(async (tx) => {
    const { limit } = await lockListProgram(tx, scope, input.programId);
    const [listed] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(l)
      .where(
        and(
          ownedBy(l, scope),
          eq(l.programId, input.programId),
          lte(l.addedOn, input.addedOn),
          or(isNull(l.removedOn), gt(l.removedOn, input.addedOn)),
        ),
      );
    if ((listed?.count ?? 0) >= limit) {
      throw new AppError("CPF_LIST_FULL", `A lista de beneficiários do programa já tem ${limit} pessoas.`);
    }
    const [row] = await tx
      .insert(l)
      .values({ userId: scope.ownerId, ...input })
      .returning({ id: l.id, programId: l.programId, beneficiaryId: l.beneficiaryId, addedOn: l.addedOn })
      .catch((error: unknown) => {
        if (violatesUnique(error, "cpf_list_entries_open_key")) throw new AppError("CPF_LIST_ALREADY_LISTED");
        if (violatesForeignKey(error, "cpf_list_entries_beneficiary_fk")) throw new AppError("BENEFICIARY_NOT_FOUND");
        throw error;
      });
    if (!row) throw new Error("insert returned no row");
    return row;
  });
}

export async function removeFromCpfList(db: Db, scope: WalletScope, input: z.output<typeof CpfListRemovalInputSchema>) {
  const [row] = await db
    .update(l)
    .set({ removedOn: sql`greatest(${l.addedOn}, ${input.removedOn}::date)` })
    .where(and(eq(l.id, input.id), ownedBy(l, scope), isNull(l.removedOn)))
    .returning({ id: l.id, removedOn: l.removedOn });
  if (!row) throw new AppError("CPF_LIST_ENTRY_NOT_FOUND");
  return row;
}
