import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  HolderInputSchema,
  HolderUpdateInputSchema,
  HouseholdIdInputSchema,
  MoveProgramInputSchema,
} from "@/shared/schemas/household";
import { formatInteger } from "@/shared/format";
import type { Db } from "../../db/client";
import { violatesForeignKey, violatesUnique } from "../../db/driver-errors";
import { holders as h, loyaltyPrograms as p, profiles } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { maskedPerson } from "./people";

/**
 * The account's holders (docs/decisions/039): the member's own (made with the account by the
 * users_member_holder trigger, drizzle/0014) and the others the member adds, a PRO feature gated
 * by the procedure (trpc/routers/household.ts). Every program belongs to one of them.
 */

// The member's own holder may keep no name: it reads as the profile's, then as "Você".
export const holderDisplayName = sql<string>`coalesce(${h.name}, nullif(btrim(${profiles.fullName}), ''), 'Você')`;

const holderColumns = {
  id: h.id,
  isMember: h.isMember,
  name: holderDisplayName,
  cpf: h.cpf,
  birthDate: h.birthDate,
};

function readHolders(db: Db, scope: WalletScope) {
  return db
    .select(holderColumns)
    .from(h)
    .leftJoin(profiles, eq(profiles.id, h.userId))
    .where(ownedBy(h, scope))
    .$dynamic();
}

/** Every holder, member first, then the order they were added; CPFs whole (the data export's read). */
export function readAllHolders(db: Db, scope: WalletScope) {
  return readHolders(db, scope).orderBy(desc(h.isMember), asc(h.createdAt), asc(h.id));
}

/** Member first, then the order they were added; with each one's programs and miles. CPFs masked. */
export async function listHolders(db: Db, scope: WalletScope) {
  const [rows, totals] = await Promise.all([
    readAllHolders(db, scope),
    db
      .select({
        holderId: p.holderId,
        programCount: sql<number>`count(*)::int`,
        miles: sql<number>`coalesce(sum(${p.balance}), 0)::float8`,
      })
      .from(p)
      .where(ownedBy(p, scope))
      .groupBy(p.holderId),
  ]);
  const byHolder = new Map(totals.map((row) => [row.holderId, row]));
  return rows.map((row) => ({
    ...maskedPerson(row),
    isMember: row.isMember,
    programCount: byHolder.get(row.id)?.programCount ?? 0,
    miles: Number(byHolder.get(row.id)?.miles ?? 0),
  }));
}

/** The edit form's read: the only answer with the whole CPF and birth date. */
export async function getHolder(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  const [row] = await readHolders(db, scope).where(and(ownedBy(h, scope), eq(h.id, input.id)));
  if (!row) throw new AppError("HOLDER_NOT_FOUND");
  return row;
}

function cpfTaken(error: unknown): never {
  if (violatesUnique(error, "holders_user_cpf_key")) throw new AppError("HOLDER_CPF_TAKEN");
  throw error;
}

export async function createHolder(db: Db, scope: WalletScope, input: z.output<typeof HolderInputSchema>) {
  const [row] = await db
    .insert(h)
    .values({ userId: scope.ownerId, isMember: false, ...input })
    .returning({ id: h.id, isMember: h.isMember, name: sql<string>`${h.name}`, cpf: h.cpf, birthDate: h.birthDate })
    .catch(cpfTaken);
  if (!row) throw new Error("insert returned no row");
  return { ...maskedPerson(row), isMember: row.isMember, programCount: 0, miles: 0 };
}

export async function updateHolder(db: Db, scope: WalletScope, input: z.output<typeof HolderUpdateInputSchema>) {
  const { id, ...fields } = input;
  const [row] = await db
    .update(h)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(h.id, id), ownedBy(h, scope)))
    .returning({ id: h.id, isMember: h.isMember, name: sql<string>`${h.name}`, cpf: h.cpf, birthDate: h.birthDate })
    .catch(cpfTaken);
  if (!row) throw new AppError("HOLDER_NOT_FOUND");
  return { ...maskedPerson(row), isMember: row.isMember };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Refused for the member's own holder, for a holder that still has programs (the refusal says how
 * many and how many miles they hold: moving or removing them comes first), and for a holder who
 * flew on a registered redemption (their place in a CPF count would vanish).
 */
export async function removeHolder(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: h.id, isMember: h.isMember })
      .from(h)
      .where(and(eq(h.id, input.id), ownedBy(h, scope)))
      .for("update");
    if (!holder) throw new AppError("HOLDER_NOT_FOUND");
    if (holder.isMember) throw new AppError("HOLDER_IS_MEMBER");
    const [held] = await tx
      .select({ programs: sql<number>`count(*)::int`, miles: sql<number>`coalesce(sum(${p.balance}), 0)::float8` })
      .from(p)
      .where(and(ownedBy(p, scope), eq(p.holderId, holder.id)));
    if (held && held.programs > 0) {
      const miles = Number(held.miles);
      const what = plural(held.programs, "programa", "programas");
      throw new AppError(
        "HOLDER_HAS_PROGRAMS",
        `Este titular ainda tem ${what}${miles > 0 ? ` com ${formatInteger(miles)} milhas ou pontos` : ""}. Mova-os para outro titular ou remova-os antes de remover o titular.`,
      );
    }
    await tx
      .delete(h)
      .where(and(eq(h.id, holder.id), ownedBy(h, scope)))
      .catch((error: unknown) => {
        if (violatesForeignKey(error, "redemption_passengers_holder_fk")) throw new AppError("HOLDER_ON_REDEMPTIONS");
        throw error;
      });
    return { id: holder.id };
  });
}

/**
 * Moves a program to another of the account's holders. The composite foreign key refuses a holder
 * of another account as one that does not exist.
 */
export async function moveProgram(db: Db, scope: WalletScope, input: z.output<typeof MoveProgramInputSchema>) {
  const [row] = await db
    .update(p)
    .set({ holderId: input.holderId, updatedAt: sql`now()` })
    .where(and(eq(p.id, input.programId), ownedBy(p, scope)))
    .returning({ id: p.id, holderId: p.holderId })
    .catch((error: unknown) => {
      if (violatesForeignKey(error, "loyalty_programs_holder_owner_fk")) throw new AppError("HOLDER_NOT_FOUND");
      throw error;
    });
  if (!row) throw new AppError("PROGRAM_NOT_FOUND");
  return row;
}
