import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { cpfUsage, usageLine } from "@/shared/domain/household/cpf-limits";
import { placeStateLine } from "@/shared/domain/household/cpf-problems";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { CpfStateInputSchema } from "@/shared/schemas/household";
import type { Db } from "../../db/client";
import { beneficiaries, holders, profiles } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { CPF_WINDOW_DAYS, programCpfFacts } from "./cpf-history";

/** Everyone a place can belong to, by id, with the name the panel shows (never a CPF). */
async function peopleNames(db: Db, scope: WalletScope) {
  const [holderRows, beneficiaryRows] = await Promise.all([
    db
      .select({
        id: holders.id,
        name: sql<string>`coalesce(${holders.name}, nullif(btrim(${profiles.fullName}), ''), 'Você')`,
      })
      .from(holders)
      .leftJoin(profiles, eq(profiles.id, holders.userId))
      .where(ownedBy(holders, scope)),
    db
      .select({ id: beneficiaries.id, name: beneficiaries.name })
      .from(beneficiaries)
      .where(ownedBy(beneficiaries, scope)),
  ]);
  return new Map<string, { name: string; kind: "holder" | "beneficiary" }>([
    ...holderRows.map((row) => [row.id, { name: row.name, kind: "holder" }] as const),
    ...beneficiaryRows.map((row) => [row.id, { name: row.name, kind: "beneficiary" }] as const),
  ]);
}

/**
 * Per holder and program: "{usados} de {limite} CPFs usados" (Smiles: "… em 2026"), each place's
 * person and state (in use, frees on a day, waiting until a day), and how many places are free on
 * the day asked ("Quantos CPFs estarão livres em <data>?"), counted from what is registered today.
 * A program with no known rule says so (rule null). Five queries whatever the history.
 */
export async function cpfState(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof CpfStateInputSchema>,
  today = todayInSaoPaulo(),
) {
  const asked = input.em ?? today;
  // Neither day can count a ticket issued more than a window before the earlier of them.
  const since = addDays(asked < today ? asked : today, -CPF_WINDOW_DAYS);
  const [facts, names] = await Promise.all([
    programCpfFacts(db, scope, { holderId: input.titular, since }),
    peopleNames(db, scope),
  ]);
  return facts.map(({ programId, programName, holderId, rule, history }) => {
    if (!rule) return { programId, programName, holderId, rule: null, usage: null };
    const usage = cpfUsage(rule, history, today);
    return {
      programId,
      programName,
      holderId,
      rule,
      usage: {
        line: usageLine(rule, usage, today),
        used: usage.used,
        limit: usage.limit,
        available: usage.available,
        places: usage.places.map((place) => ({
          personId: place.personId,
          name: names.get(place.personId)?.name ?? "Passageiro",
          kind: names.get(place.personId)?.kind ?? "beneficiary",
          status: place.status,
          freesOn: place.freesOn,
          usableFrom: place.usableFrom,
          state: placeStateLine(place),
        })),
        freeOn: {
          date: asked,
          available: asked === today ? usage.available : cpfUsage(rule, history, asked).available,
        },
      },
    };
  });
}
