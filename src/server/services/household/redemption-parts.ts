import { and, inArray } from "drizzle-orm";
import type { z } from "zod";
import { redemptionProblems, type CpfUse } from "@/shared/domain/household/cpf-limits";
import { describeCpfProblem, type DescribedCpfProblem } from "@/shared/domain/household/cpf-problems";
import type { RedemptionInputSchema } from "@/shared/schemas/household";
import type { DbOrTx } from "../../db/client";
import { beneficiaries, holders } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import type { NewEntry } from "../wallet/ledger/entries";
import type { ProgramCpfFacts } from "./cpf-history";

/**
 * The pieces of writing a redemption (docs/decisions/039) that one redemption at a time
 * (redemptions.ts) and a batch on one program (redemption-batch.ts) share: its ledger entry, its
 * row and passengers, and what its CPF limit says.
 */
export type RedemptionInputOutput = z.output<typeof RedemptionInputSchema>;
export type RedemptionFields = Omit<RedemptionInputOutput, "programId">;

export function redemptionEntry(id: string, input: RedemptionFields): NewEntry {
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

export function redemptionRow(input: RedemptionFields, overLimit: boolean) {
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

/** The passengers' rows, holders first, in the order chosen. */
export function passengerValues(scope: WalletScope, redemptionId: string, input: RedemptionFields) {
  const people = [
    ...input.holderIds.map((holderId) => ({ holderId, beneficiaryId: null })),
    ...input.beneficiaryIds.map((beneficiaryId) => ({ holderId: null, beneficiaryId })),
  ];
  return people.map((person, position) => ({ ...person, redemptionId, userId: scope.ownerId, position }));
}

/** The people some redemptions name, as the CPF rules and their messages need them. */
export async function readPassengers(
  db: DbOrTx,
  scope: WalletScope,
  ids: { holderIds: readonly string[]; beneficiaryIds: readonly string[] },
) {
  const [holderRows, beneficiaryRows] = await Promise.all([
    ids.holderIds.length === 0
      ? []
      : db
          .select({ id: holders.id, name: holders.name, birthDate: holders.birthDate })
          .from(holders)
          .where(and(ownedBy(holders, scope), inArray(holders.id, [...ids.holderIds]))),
    ids.beneficiaryIds.length === 0
      ? []
      : db
          .select({ id: beneficiaries.id, name: beneficiaries.name, birthDate: beneficiaries.birthDate })
          .from(beneficiaries)
          .where(and(ownedBy(beneficiaries, scope), inArray(beneficiaries.id, [...ids.beneficiaryIds]))),
  ]);
  return { holderRows, beneficiaryRows };
}

export type Passengers = Awaited<ReturnType<typeof readPassengers>>;

/**
 * What breaks if `input` is saved (`redemptionId` when it is an edit), and its passengers as the
 * rules count them; another account's person is not found. The program's own holder flying on its
 * miles never takes a place.
 */
export function limitCheck(
  facts: ProgramCpfFacts,
  people: Passengers,
  input: RedemptionFields,
  redemptionId: string | null,
): { problems: DescribedCpfProblem[]; uses: Omit<CpfUse, "redemptionId">[] } {
  const holderRows = people.holderRows.filter((row) => input.holderIds.includes(row.id));
  const beneficiaryRows = people.beneficiaryRows.filter((row) => input.beneficiaryIds.includes(row.id));
  if (holderRows.length !== input.holderIds.length || beneficiaryRows.length !== input.beneficiaryIds.length) {
    throw new AppError("PASSENGER_NOT_FOUND");
  }
  const passengers = [
    ...holderRows.map((row) => ({ personId: row.id, birthDate: row.birthDate, isHolder: row.id === facts.holderId })),
    ...beneficiaryRows.map((row) => ({ personId: row.id, birthDate: row.birthDate, isHolder: false })),
  ];
  const uses = passengers.map((passenger) => ({ ...passenger, issuedOn: input.issuedOn, travelOn: input.departureOn }));
  if (!facts.rule) return { problems: [], uses };
  const names = new Map([...holderRows, ...beneficiaryRows].map((row) => [row.id, row.name ?? "Você"]));
  const found = redemptionProblems(facts.rule, facts.history, {
    redemptionId,
    issuedOn: input.issuedOn,
    travelOn: input.departureOn,
    passengers,
  });
  return {
    problems: found.map((problem) => describeCpfProblem(problem, (id) => names.get(id) ?? "Passageiro")),
    uses,
  };
}
