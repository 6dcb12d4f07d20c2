import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { heldCostPerThousandCents } from "@/shared/domain/wallet/lot-consumption";
import { expiryStatus, programExpiry } from "@/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { IdInputSchema, ProgramInputSchema, ProgramUpdateInputSchema } from "@/shared/schemas/wallet";
import { nextExpiry } from "@/shared/domain/wallet/lots";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { violatesForeignKey } from "../../db/driver-errors";
import { loyaltyPrograms, walletEntries, walletTransfers } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";
import { appendCredits, appendDebit } from "./ledger/append";
import type { NewEntry } from "./ledger/entries";
import { listLots, type LotRow } from "./lots";
import { refuseEdit } from "./program-balance";

const t = loyaltyPrograms;

const programColumns = {
  id: t.id,
  name: t.name,
  logo: t.logo,
  accountNumber: t.accountNumber,
  balance: t.balance,
  pendingBonus: t.pendingBonus,
  expirationDate: t.expirationDate,
  pendingBonusExpectedOn: t.pendingBonusExpectedOn,
  usualValidityMonths: t.usualValidityMonths,
  catalogueId: t.catalogueId,
  holderId: t.holderId,
  heldCostCents: t.heldCostCents,
  usageCostCents: t.usageCostCents,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

type ProgramRow = Pick<typeof t.$inferSelect, keyof typeof programColumns>;

/**
 * What the program card shows: the running totals turned into the spec's figures, and its lots.
 * Hot path (docs/decisions/035, the programs list): written field by field, not as rest-and-spread
 * of the row, which V8 builds in dictionary mode, ~3 KB of garbage per card.
 */
function toProgramView(row: ProgramRow, today: string, lots: LotRow[] = []) {
  const next = nextExpiry(lots, today);
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    accountNumber: row.accountNumber,
    balance: row.balance,
    pendingBonus: row.pendingBonus,
    expirationDate: row.expirationDate,
    pendingBonusExpectedOn: row.pendingBonusExpectedOn,
    usualValidityMonths: row.usualValidityMonths,
    catalogueId: row.catalogueId,
    holderId: row.holderId,
    usageCostCents: row.usageCostCents,
    heldCostCents: row.heldCostCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Custo médio do milheiro: what the miles held cost, money over miles (docs/decisions/029).
    averageCostPerThousandCents: heldCostPerThousandCents(row.heldCostCents, row.balance),
    // The card's one 'Vencimento': its earliest lot when lots carry dates, else its own date.
    expiry: programExpiry(row.expirationDate, lots, today),
    lots: lots.map((lot) => ({ ...lot, expiry: expiryStatus(lot.expiresOn, today) })),
    nextLotExpiry: next && { expiresOn: next.expiresOn, miles: next.remaining, daysLeft: next.daysLeft },
  };
}

export type ProgramView = ReturnType<typeof toProgramView>;

// Hot path (docs/decisions/035, the programs list): prepared once per database.
const programsQuery = perDatabase((db: Db) =>
  db
    .select(programColumns)
    .from(t)
    .where(ownedBy(t, SCOPE_OWNER))
    .orderBy(asc(t.createdAt), asc(t.id))
    .prepare("programs_list"),
);

// The same list narrowed to one holder's programs (docs/decisions/039).
const holderProgramsQuery = perDatabase((db: Db) =>
  db
    .select(programColumns)
    .from(t)
    .where(and(ownedBy(t, SCOPE_OWNER), eq(t.holderId, sql.placeholder("holderId"))))
    .orderBy(asc(t.createdAt), asc(t.id))
    .prepare("programs_list_holder"),
);

/**
 * docs/product.md §7: the user's programs, oldest first (id breaks ties so the order never
 * flickers); with `holderId`, that holder's only. Two queries either way: the lots are the
 * member's, each card taking its own.
 */
export async function listPrograms(
  db: Db,
  scope: WalletScope,
  today = todayInSaoPaulo(),
  holderId?: string,
): Promise<ProgramView[]> {
  const rows = holderId
    ? holderProgramsQuery(db).execute({ userId: scope.ownerId, holderId })
    : programsQuery(db).execute({ userId: scope.ownerId });
  const [programRows, lots] = await Promise.all([rows, listLots(db, scope)]);
  return programRows.map((row) =>
    toProgramView(
      row,
      today,
      lots.filter((lot) => lot.programId === row.id),
    ),
  );
}

/** A correction from the program form (docs/decisions/029): the miles the form adds or takes, dated today. */
function correctionEntry(miles: number, description: string): NewEntry {
  return {
    id: randomUUID(),
    source: "correction",
    type: "correction",
    miles,
    entryDate: todayInSaoPaulo(),
    amountPaidCents: null,
    costCents: 0,
    expiresOn: null,
    description,
    transferId: null,
  };
}

/** Moves the program's balance to `target` by one correction entry; nothing when it is already there. */
async function correctBalance(tx: Tx, scope: WalletScope, programId: string, current: number, target: number) {
  const miles = target - current;
  if (miles > 0) await appendCredits(tx, scope, programId, [correctionEntry(miles, "Correção do saldo")], refuseEdit);
  if (miles < 0) await appendDebit(tx, scope, programId, correctionEntry(miles, "Correção do saldo"), refuseEdit);
}

function unknownCatalogueEntry(error: unknown): never {
  if (violatesForeignKey(error, "loyalty_programs_catalogue_id_program_catalogue_id_fk"))
    throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
  if (violatesForeignKey(error, "loyalty_programs_holder_owner_fk")) throw new AppError("HOLDER_NOT_FOUND");
  throw error;
}

/** The balance typed at creation is the program's first entry, an opening correction. */
export async function createProgram(
  db: DbOrTx,
  scope: WalletScope,
  input: z.output<typeof ProgramInputSchema>,
): Promise<ProgramView> {
  const { balance, ...fields } = input;
  // No catalogue entry named: the one whose name or alias the program's name matches (docs/decisions/034).
  const catalogueId = input.catalogueId === undefined ? sql`program_catalogue_match(${input.name})` : input.catalogueId;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t)
      .values({ ...fields, catalogueId, userId: scope.ownerId })
      .returning({ id: t.id })
      .catch(unknownCatalogueEntry);
    if (!created) throw new Error("insert returned no row");
    if (balance > 0) {
      await appendCredits(tx, scope, created.id, [correctionEntry(balance, "Saldo inicial")], refuseEdit);
    }
    const [row] = await tx.select(programColumns).from(t).where(eq(t.id, created.id));
    if (!row) throw new Error("program vanished");
    return toProgramView(row, todayInSaoPaulo());
  });
}

/**
 * The form's balance is an explicit correction (docs/decisions/029): the difference from the
 * current balance is one correction entry, so the ledger still explains every mile, and a lower
 * balance takes its miles from the lots like any debit.
 */
export async function updateProgram(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ProgramUpdateInputSchema>,
): Promise<ProgramView> {
  const { id, balance, ...fields } = input;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ balance: t.balance })
      .from(t)
      .where(and(eq(t.id, id), ownedBy(t, scope)))
      .for("update");
    if (!locked) throw new AppError("PROGRAM_NOT_FOUND");
    await correctBalance(tx, scope, id, locked.balance, balance);
    const [row] = await tx
      .update(t)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), ownedBy(t, scope)))
      .returning(programColumns)
      .catch(unknownCatalogueEntry);
    if (!row) throw new AppError("PROGRAM_NOT_FOUND");
    return toProgramView(row, todayInSaoPaulo());
  });
}

/** Its entries, lots and transfers go with it (ON DELETE CASCADE on the owner foreign keys). */
export async function deleteProgram(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof IdInputSchema>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    // The other side of its transfers keeps its miles: those entries stay, as plain transactions.
    await tx
      .update(walletEntries)
      .set({ source: "transaction", transferId: null })
      .where(
        and(
          ownedBy(walletEntries, scope),
          sql`${walletEntries.programId} <> ${input.id}`,
          inArray(
            walletEntries.transferId,
            tx
              .select({ id: walletTransfers.id })
              .from(walletTransfers)
              .where(or(eq(walletTransfers.fromProgramId, input.id), eq(walletTransfers.toProgramId, input.id))),
          ),
        ),
      );
    const [row] = await tx
      .delete(t)
      .where(and(eq(t.id, input.id), ownedBy(t, scope)))
      .returning({ id: t.id });
    if (!row) throw new AppError("PROGRAM_NOT_FOUND");
    return row;
  });
}
