import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  BeneficiaryInputSchema,
  BeneficiaryUpdateInputSchema,
  HouseholdIdInputSchema,
} from "@/shared/schemas/household";
import type { Db } from "../../db/client";
import { violatesForeignKey, violatesUnique } from "../../db/driver-errors";
import { beneficiaries as b } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { maskedPerson } from "./people";

/**
 * The people tickets are issued for (docs/decisions/039), kept once per account and reused on
 * every program; a holder flying on their own miles is not one. Lists mask CPF and birth date.
 */
const columns = { id: b.id, name: b.name, cpf: b.cpf, birthDate: b.birthDate };

/** Every beneficiary by name, CPFs whole (the data export's read). */
export function readBeneficiaries(db: Db, scope: WalletScope) {
  return db
    .select({ ...columns, createdAt: b.createdAt })
    .from(b)
    .where(ownedBy(b, scope))
    .orderBy(asc(b.name), asc(b.id));
}

export async function listBeneficiaries(db: Db, scope: WalletScope) {
  return (await readBeneficiaries(db, scope)).map(maskedPerson);
}

/** The edit form's read: the only answer with the whole CPF and birth date. */
export async function getBeneficiary(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  const [row] = await db
    .select(columns)
    .from(b)
    .where(and(eq(b.id, input.id), ownedBy(b, scope)));
  if (!row) throw new AppError("BENEFICIARY_NOT_FOUND");
  return row;
}

function cpfTaken(error: unknown): never {
  if (violatesUnique(error, "beneficiaries_user_cpf_key")) throw new AppError("BENEFICIARY_CPF_TAKEN");
  throw error;
}

export async function createBeneficiary(db: Db, scope: WalletScope, input: z.output<typeof BeneficiaryInputSchema>) {
  const [row] = await db
    .insert(b)
    .values({ userId: scope.ownerId, ...input })
    .returning(columns)
    .catch(cpfTaken);
  if (!row) throw new Error("insert returned no row");
  return maskedPerson(row);
}

export async function updateBeneficiary(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof BeneficiaryUpdateInputSchema>,
) {
  const { id, ...fields } = input;
  const [row] = await db
    .update(b)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(b.id, id), ownedBy(b, scope)))
    .returning(columns)
    .catch(cpfTaken);
  if (!row) throw new AppError("BENEFICIARY_NOT_FOUND");
  return maskedPerson(row);
}

/** Refused while the person is on a registered ticket or a program's list: their place would vanish from the counts. */
export async function removeBeneficiary(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  const [row] = await db
    .delete(b)
    .where(and(eq(b.id, input.id), ownedBy(b, scope)))
    .returning({ id: b.id })
    .catch((error: unknown) => {
      if (
        violatesForeignKey(error, "redemption_passengers_beneficiary_fk") ||
        violatesForeignKey(error, "cpf_list_entries_beneficiary_fk")
      )
        throw new AppError("BENEFICIARY_IN_USE");
      throw error;
    });
  if (!row) throw new AppError("BENEFICIARY_NOT_FOUND");
  return row;
}
