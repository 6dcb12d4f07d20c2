import { isValidCpf } from "@/shared/domain/household/cpf";
import { PLAN_PRODUCT } from "@/shared/domain/payments/plan-access";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { CpfLimitRuleInputSchema, RedemptionInput } from "@/shared/schemas/household";
import type { z } from "zod";
import type { Db } from "../db/client";
import { userProductAccess } from "../db/schema";
import { createActor, type TestActor } from "./wallet-actors";
import { WALLET_TEST_DAY } from "./wallet-members";

/** A member on the PRO plan: Minha Gestão and the household's other holders (docs/decisions/039). */
export async function createProActor(db: Db): Promise<TestActor> {
  const actor = await createActor(db, "member");
  await db.insert(userProductAccess).values({ userId: actor.id, productType: PLAN_PRODUCT.pro, accessGranted: true });
  return actor;
}

/** CPFs whose check digits hold, one per person the tests need. */
export const CPFS = {
  ana: "529.982.247-25",
  bia: "111.444.777-35",
  caio: "390.533.447-05",
  dora: "168.995.350-09",
} as const;

/** A valid CPF made from a number (0 ≤ n < 10⁹), for tests that need many people: the check digits that hold. */
export function cpfFor(n: number): string {
  const base = String(n).padStart(9, "0");
  for (let check = 0; check < 100; check += 1) {
    const candidate = `${base}${String(check).padStart(2, "0")}`;
    if (isValidCpf(candidate)) return candidate;
  }
  // A base of one repeated digit has no valid CPF: the next number has.
  return cpfFor(n + 1);
}

/** A redemption's input with the tests' usual ticket (GRU → REC, 4.000 miles on WALLET_TEST_DAY), `fields` over it. */
export function redemptionTicket(programId: string, fields: Partial<RedemptionInput> = {}): RedemptionInput {
  return {
    programId,
    issuedOn: WALLET_TEST_DAY,
    departureOn: "2026-04-10",
    origin: "gru",
    destination: "REC",
    miles: 4_000,
    ...fields,
  };
}

/** One person's ticket issued and flown today, 1.000 miles unless told. */
export function ticketToday(programId: string, beneficiaryId: string, miles = 1_000): RedemptionInput {
  const today = todayInSaoPaulo();
  return redemptionTicket(programId, { issuedOn: today, departureOn: today, miles, beneficiaryIds: [beneficiaryId] });
}

type TapRule = Pick<z.input<typeof CpfLimitRuleInputSchema>, "limit" | "window" | "counts" | "checkedOn">;

/** An admin narrows TAP Miles&Go's CPF rule (a seeded catalogue row), so a ticket or two fills a program. */
export async function narrowTapCpfLimit(db: Db, rule: TapRule) {
  const admin = await createActor(db, "admin");
  const tap = (await admin.caller.catalogue.list()).find((entry) => entry.name === "TAP Miles&Go");
  const catalogueId = tap?.id ?? "";
  await admin.caller.catalogue.saveCpfLimit({ catalogueId, source: "teste", ...rule });
  return { admin, catalogueId };
}
