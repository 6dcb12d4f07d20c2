import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { redemptionProblems } from "@/shared/domain/household/cpf-limits";
import { describeCpfProblem, type DescribedCpfProblem } from "@/shared/domain/household/cpf-problems";
import type {
  HouseholdIdInputSchema,
  RedemptionInputSchema,
  RedemptionUpdateInputSchema,
} from "@/shared/schemas/household";
import type { Db, Tx } from "../../db/client";
import { groupCommit } from "../../db/group-commit";
import { perDatabase } from "../../db/per-database";
import { beneficiaries, holders, loyaltyPrograms, redemptionPassengers, redemptions } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { appendDebit } from "../wallet/ledger/append";
import { changeEntry, removeEntry } from "../wallet/ledger/change";
import type { NewEntry } from "../wallet/ledger/entries";
import { refuseEdit, refuseSpending } from "../wallet/program-balance";
import { limitCheckFacts } from "./cpf-history";
import { readRedemptions, type RedemptionView } from "./redemption-rows";

/**
 * A redemption (emissão, docs/decisions/039) is one debit of the one ledger, through its own debit
 * path (wallet/ledger/append.ts): the lots it consumes and their cost are the ledger's, and editing
 * or removing it replays the program like any other entry, so lots and CPF places come back exactly.
 * Before it is written, the program's row is locked and its CPF limit counted: redemptions
 * arriving together on one program are written in one transaction behind that lock, each counted
 * after those before it, so two racing for the last place never both take it.
 */
type RedemptionInputOutput = z.output<typeof RedemptionInputSchema>;
type RedemptionFields = Omit<RedemptionInputOutput, "programId">;

export type RedemptionOutcome =
  | { status: "saved"; redemption: RedemptionView }
  /** Nothing was saved: the limit would break. Sent again with confirmOverLimit, it is saved anyway. */
  | { status: "needs_confirmation"; problems: DescribedCpfProblem[] };

function redemptionEntry(id: string, input: RedemptionFields): NewEntry {
  return {
    id,
    source: "redemption",
    type: "redemption",
    miles: -input.miles,
    entryDate: input.issuedOn,
    amountPaidCents: null,
    costCents: 0,
    expiresOn: null,
    description: `${input.origin} → ${input.destination}`,
    transferId: null,
  };
}

/** The passengers' rows; another account's person is not found. */
async function passengerRows(tx: Tx, scope: WalletScope, input: RedemptionFields) {
  const [holderRows, beneficiaryRows] = await Promise.all([
    input.holderIds.length === 0
      ? []
      : tx
          .select({ id: holders.id, name: holders.name, birthDate: holders.birthDate })
          .from(holders)
          .where(and(ownedBy(holders, scope), inArray(holders.id, input.holderIds))),
    input.beneficiaryIds.length === 0
      ? []
      : tx
          .select({ id: beneficiaries.id, name: beneficiaries.name, birthDate: beneficiaries.birthDate })
          .from(beneficiaries)
          .where(and(ownedBy(beneficiaries, scope), inArray(beneficiaries.id, input.beneficiaryIds))),
  ]);
  if (holderRows.length !== input.holderIds.length || beneficiaryRows.length !== input.beneficiaryIds.length) {
    throw new AppError("PASSENGER_NOT_FOUND");
  }
  return { holderRows, beneficiaryRows };
}

/**
 * What breaks if the redemption is saved on `programId` (whose row the caller has locked): the
 * program's rule and the tickets it can count, read with the passengers in one round trip.
 */
async function limitProblems(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  redemptionId: string | null,
  input: RedemptionFields,
): Promise<{ problems: DescribedCpfProblem[] }> {
  const [read, people] = await Promise.allSettled([
    limitCheckFacts(tx, scope, programId, input.issuedOn, redemptionId),
    passengerRows(tx, scope, input),
  ]);
  // The program is looked at before its passengers, whichever answer came first.
  if (read.status === "rejected") throw read.reason;
  const facts = read.value;
  if (!facts) throw new AppError("PROGRAM_NOT_FOUND");
  if (people.status === "rejected") throw people.reason;
  const { holderRows, beneficiaryRows } = people.value;
  if (!facts.rule) return { problems: [] };
  // The program's own holder flying on its miles never takes a place.
  const passengers = [
    ...holderRows.map((row) => ({ personId: row.id, birthDate: row.birthDate, isHolder: row.id === facts.holderId })),
    ...beneficiaryRows.map((row) => ({ personId: row.id, birthDate: row.birthDate, isHolder: false })),
  ];
  const names = new Map([...holderRows, ...beneficiaryRows].map((row) => [row.id, row.name ?? "Você"]));
  const found = redemptionProblems(facts.rule, facts.history, {
    redemptionId,
    issuedOn: input.issuedOn,
    travelOn: input.departureOn,
    passengers,
  });
  return {
    problems: found.map((problem) => describeCpfProblem(problem, (id) => names.get(id) ?? "Passageiro")),
  };
}

function redemptionRow(input: RedemptionFields, overLimit: boolean) {
  return {
    origin: input.origin,
    destination: input.destination,
    departureOn: input.departureOn,
    returnOn: input.returnOn,
    cabin: input.cabin,
    taxesCents: input.taxesCents,
    cashPriceCents: input.cashPriceCents,
    bookingCode: input.bookingCode,
    note: input.note,
    confirmedOverLimit: overLimit,
  };
}

function writePassengers(tx: Tx, scope: WalletScope, redemptionId: string, input: RedemptionFields) {
  const people = [
    ...input.holderIds.map((holderId) => ({ holderId, beneficiaryId: null })),
    ...input.beneficiaryIds.map((beneficiaryId) => ({ holderId: null, beneficiaryId })),
  ];
  return tx
    .insert(redemptionPassengers)
    .values(people.map((person, position) => ({ ...person, redemptionId, userId: scope.ownerId, position })));
}

async function view(db: Db, scope: WalletScope, id: string): Promise<RedemptionView> {
  const [row] = await readRedemptions(db, scope, { id });
  if (!row) throw new AppError("REDEMPTION_NOT_FOUND");
  return row;
}

type Written = { status: "saved"; id: string } | Extract<RedemptionOutcome, { status: "needs_confirmation" }>;

/** One redemption inside its batch's transaction, the program locked: counted after those before it. */
async function writeRedemption(tx: Tx, scope: WalletScope, input: RedemptionInputOutput): Promise<Written> {
  const { programId, ...fields } = input;
  const id = randomUUID();
  const { problems } = await limitProblems(tx, scope, programId, null, fields);
  if (problems.length > 0 && !input.confirmOverLimit) return { status: "needs_confirmation", problems };
  await appendDebit(tx, scope, programId, redemptionEntry(id, fields), refuseSpending);
  // Sent together, in this order, on the transaction's connection: one round trip.
  await Promise.all([
    tx
      .insert(redemptions)
      .values({ id, userId: scope.ownerId, programId, ...redemptionRow(fields, problems.length > 0) }),
    writePassengers(tx, scope, id, fields),
  ]);
  return { status: "saved", id };
}

interface RedemptionCall {
  scope: WalletScope;
  input: RedemptionInputOutput;
}

/** Redemptions on one program, in one transaction: the program locked once, then each in arrival order. */
async function commitRedemptions(db: Db, calls: RedemptionCall[]): Promise<Written[]> {
  const [first] = calls;
  if (!first) return [];
  const { scope } = first;
  const { programId } = first.input;
  return db.transaction(async (tx) => {
    const [program] = await tx
      .select({ id: loyaltyPrograms.id })
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.id, programId), ownedBy(loyaltyPrograms, scope)))
      .for("update");
    if (!program) throw new AppError("PROGRAM_NOT_FOUND");
    const written: Written[] = [];
    for (const call of calls) written.push(await writeRedemption(tx, scope, call.input));
    return written;
  });
}

// Hot path (docs/decisions/035, redemptions): concurrent redemptions on one program would commit
// one after another on its row's lock, one WAL flush each; together they share both, each still
// counted after the ones before it (docs/decisions/040).
const redemptionCommits = perDatabase((db: Db) =>
  groupCommit({
    commit: (calls: RedemptionCall[]) => commitRedemptions(db, calls),
    // A refusal (the balance, a passenger not found) is each call's own to hear.
    retryAlone: (error) => error instanceof AppError,
    maxBatch: 50,
  }),
);

export async function createRedemption(
  db: Db,
  scope: WalletScope,
  input: RedemptionInputOutput,
): Promise<RedemptionOutcome> {
  const written = await redemptionCommits(db)(`${scope.ownerId}:${input.programId}`, { scope, input });
  return written.status === "saved" ? { status: "saved", redemption: await view(db, scope, written.id) } : written;
}

/** Thrown inside the edit's transaction to roll it back and answer with the problems. */
class NeedsConfirmation extends Error {
  constructor(readonly problems: DescribedCpfProblem[]) {
    super("redemption would pass a CPF limit");
  }
}

/** Rewritten like any ledger entry (replayed when its miles or day change); its places counted without its old self. */
export async function updateRedemption(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof RedemptionUpdateInputSchema>,
): Promise<RedemptionOutcome> {
  const { id, programId, ...fields } = input;
  try {
    await changeEntry(db, scope, {
      id,
      source: "redemption",
      notFound: "REDEMPTION_NOT_FOUND",
      programId,
      values: redemptionEntry(id, fields),
      refuse: refuseEdit,
      beforeWrite: async (tx) => {
        const { problems } = await limitProblems(tx, scope, programId, id, fields);
        if (problems.length > 0 && !input.confirmOverLimit) throw new NeedsConfirmation(problems);
        await tx
          .update(redemptions)
          .set({ ...redemptionRow(fields, problems.length > 0), programId, updatedAt: sql`now()` })
          .where(and(eq(redemptions.id, id), ownedBy(redemptions, scope)));
        await tx
          .delete(redemptionPassengers)
          .where(and(eq(redemptionPassengers.redemptionId, id), ownedBy(redemptionPassengers, scope)));
        await writePassengers(tx, scope, id, fields);
      },
    });
  } catch (error) {
    if (error instanceof NeedsConfirmation) return { status: "needs_confirmation", problems: error.problems };
    throw error;
  }
  return { status: "saved", redemption: await view(db, scope, id) };
}

/** Its miles go back to the lots they came from (the program is replayed) and its CPF places free. */
export async function deleteRedemption(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  return removeEntry(db, scope, {
    id: input.id,
    source: "redemption",
    notFound: "REDEMPTION_NOT_FOUND",
    refuse: () => refuseEdit,
  });
}

export async function getRedemption(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  return view(db, scope, input.id);
}
