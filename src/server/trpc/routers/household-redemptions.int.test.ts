import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { addYears } from "@/shared/domain/household/cpf-limits";
import { formatPlainDate } from "@/shared/format";
import { CPFS, cpfFor, narrowTapCpfLimit, redemptionTicket, ticketToday } from "../../testing/household";
import type { TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { programState, startTwoMembers } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => ({ database, ana, bruno } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

const today = todayInSaoPaulo();

async function saved(call: Promise<Awaited<ReturnType<TestActor["caller"]["household"]["redemptions"]["create"]>>>) {
  const outcome = await call;
  if (outcome.status !== "saved") throw new Error(`not saved: ${JSON.stringify(outcome.problems)}`);
  return outcome.redemption;
}

async function smilesWithLots(actor: TestActor) {
  const program = await actor.caller.wallet.programs.create({ name: "Smiles", balance: 0 });
  // R$ 17,50 and R$ 25,00 per thousand: a debit takes the older lot first, at its own price.
  for (const [miles, cents, calculationDate] of [
    [10_000, 17_500, "2026-03-01"],
    [2_000, 5_000, "2026-03-05"],
  ] as const) {
    await actor.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: miles,
      amountPaidCents: cents,
      calculationDate,
    });
  }
  return program;
}

describe("a redemption is a debit of the ledger", () => {
  it("consumes lots, records their cost and says what every thousand miles bought", async () => {
    const program = await smilesWithLots(ana);
    const bia = await ana.caller.household.beneficiaries.create({ name: "Bia", cpf: CPFS.bia });
    const redemption = await saved(
      ana.caller.household.redemptions.create(
        redemptionTicket(program.id, {
          taxesCents: 12_000,
          cashPriceCents: 150_000,
          beneficiaryIds: [bia.id],
          bookingCode: "ABC123",
        }),
      ),
    );
    expect(redemption).toMatchObject({
      origin: "GRU",
      destination: "REC",
      miles: 4_000,
      milesCostCents: 7_000,
      costPerThousandCents: 1_750,
      obtainedPerThousandCents: 34_500,
      economiaCents: 131_000,
      verdict: "boa",
      passengers: [{ kind: "beneficiary", id: bia.id, name: "Bia" }],
      confirmedOverLimit: false,
    });
    expect(await programState(ana, program.id)).toMatchObject({ balance: 8_000, usageCostCents: 7_000 });
    await expectLedgerConsistent(database.db, program.id);

    const history = await ana.caller.reports.movements({ tipo: "redemption", periodo: "todos" });
    expect(history.items).toEqual([
      expect.objectContaining({
        id: redemption.id,
        type: "redemption",
        miles: -4_000,
        costCents: 7_000,
        description: "GRU → REC",
      }),
    ]);
  });

  it("edited, takes its lots again; removed, gives them back exactly", async () => {
    const program = await smilesWithLots(ana);
    const before = await programState(ana, program.id);
    const [member] = await ana.caller.household.holders.list();
    const redemption = await saved(
      ana.caller.household.redemptions.create(redemptionTicket(program.id, { holderIds: [member?.id ?? ""] })),
    );
    const edited = await ana.caller.household.redemptions.update({
      ...redemptionTicket(program.id, { miles: 11_000, holderIds: [member?.id ?? ""] }),
      id: redemption.id,
    });
    // 10.000 at R$ 17,50 and 1.000 of the R$ 25,00 lot.
    expect(edited).toMatchObject({ status: "saved", redemption: { miles: 11_000, milesCostCents: 20_000 } });
    expect(await programState(ana, program.id)).toMatchObject({ balance: 1_000, usageCostCents: 20_000 });
    await expectLedgerConsistent(database.db, program.id);

    await ana.caller.household.redemptions.delete({ id: redemption.id });
    const after = await programState(ana, program.id);
    expect(after).toMatchObject({ balance: 12_000, usageCostCents: 0, heldCostCents: before.heldCostCents });
    expect(after.averageCostPerThousandCents).toBe(before.averageCostPerThousandCents);
    await expectLedgerConsistent(database.db, program.id);
    await expectTRPCError(ana.caller.household.redemptions.get({ id: redemption.id }), {
      code: "NOT_FOUND",
      message: "Emissão não encontrada.",
    });
  });

  it("is refused beyond the balance, and with an airport off the finder's list", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: 1_000 });
    const [member] = await ana.caller.household.holders.list();
    await expectTRPCError(
      ana.caller.household.redemptions.create(redemptionTicket(program.id, { holderIds: [member?.id ?? ""] })),
      {
        code: "CONFLICT",
        message: "Saldo insuficiente: o programa tem 1.000 milhas.",
      },
    );
    await expectTRPCError(
      ana.caller.household.redemptions.create(
        redemptionTicket(program.id, { holderIds: [member?.id ?? ""], destination: "XYZ" }),
      ),
      { code: "BAD_REQUEST", message: "Escolha um aeroporto da lista (código IATA, por exemplo GRU)." },
    );
    await expectTRPCError(ana.caller.household.redemptions.create(redemptionTicket(program.id)), {
      code: "BAD_REQUEST",
      message: "Escolha ao menos um passageiro.",
    });
  });
});

describe("CPF limits", () => {
  it("count a Smiles beneficiary once in the calendar year, never the holder", async () => {
    const member = await createActor(database.db);
    const program = await member.caller.wallet.programs.create({ name: "Smiles", balance: 50_000 });
    const [holder] = await member.caller.household.holders.list();
    const caio = await member.caller.household.beneficiaries.create({ name: "Caio", cpf: CPFS.caio });
    await saved(
      member.caller.household.redemptions.create(
        redemptionTicket(program.id, {
          issuedOn: today,
          departureOn: today,
          holderIds: [holder?.id ?? ""],
          beneficiaryIds: [caio.id],
        }),
      ),
    );
    const [state] = await member.caller.household.cpf.state({});
    expect(state).toMatchObject({
      programName: "Smiles",
      rule: { limit: 25, window: "calendar_year", counts: "person" },
      usage: {
        line: `1 de 25 CPFs usados em ${today.slice(0, 4)}`,
        used: 1,
        available: 24,
        places: [
          { personId: caio.id, name: "Caio", status: "in_use", freesOn: `${Number(today.slice(0, 4)) + 1}-01-01` },
        ],
      },
    });
  });

  it("at LATAM Pass's 24 tickets in 12 months, ask for confirmation naming the day a place frees", async () => {
    const member = await createActor(database.db);
    const program = await member.caller.wallet.programs.create({ name: "LATAM Pass", balance: 100_000 });
    const dora = await member.caller.household.beneficiaries.create({ name: "Dora", cpf: CPFS.dora });
    const issuedOn = addDays(today, -30);
    for (let index = 0; index < 24; index += 1) {
      await saved(
        member.caller.household.redemptions.create(
          redemptionTicket(program.id, { issuedOn, departureOn: issuedOn, miles: 1_000, beneficiaryIds: [dora.id] }),
        ),
      );
    }
    const frees = addYears(issuedOn, 1);
    const over = ticketToday(program.id, dora.id);
    expect(await member.caller.household.redemptions.create(over)).toEqual({
      status: "needs_confirmation",
      problems: [
        {
          kind: "over_limit",
          personId: null,
          clearsOn: frees,
          message: `Esta emissão passaria do limite do programa: 25 de 24 CPFs. Um lugar fica livre em ${formatPlainDate(frees)}.`,
        },
      ],
    });
    expect((await programState(member, program.id)).balance).toBe(76_000);
    const confirmed = await saved(member.caller.household.redemptions.create({ ...over, confirmOverLimit: true }));
    expect(confirmed.confirmedOverLimit).toBe(true);
    const [state] = await member.caller.household.cpf.state({ em: frees });
    expect(state?.usage).toMatchObject({ used: 25, limit: 24, available: 0, freeOn: { date: frees, available: 23 } });
  });

  it("let exactly one of two redemptions racing for the last place through without confirmation", async () => {
    const { admin, catalogueId } = await narrowTapCpfLimit(database.db, {
      limit: 1,
      window: "calendar_year",
      counts: "person",
      checkedOn: today,
    });
    expect((await admin.caller.catalogue.history({ id: catalogueId }))[0]).toMatchObject({
      action: "update",
      changes: { "cpfLimit.limit": { before: 10, after: 1 } },
    });

    const member = await createActor(database.db);
    const program = await member.caller.wallet.programs.create({ name: "TAP Miles&Go", balance: 10_000 });
    const people = await Promise.all(
      [1, 2].map((n) => member.caller.household.beneficiaries.create({ name: `Pessoa ${n}`, cpf: cpfFor(900 + n) })),
    );
    const race = await Promise.all(
      people.map((person) => member.caller.household.redemptions.create(ticketToday(program.id, person.id))),
    );
    expect(race.map((outcome) => outcome.status).sort()).toEqual(["needs_confirmation", "saved"]);
    expect((await programState(member, program.id)).balance).toBe(9_000);

    // Removing the saved one frees its place: the other now passes without confirmation.
    const winner = race.find((outcome) => outcome.status === "saved");
    if (winner?.status !== "saved") throw new Error("no winner");
    await member.caller.household.redemptions.delete({ id: winner.redemption.id });
    expect((await member.caller.household.cpf.state({}))[0]?.usage?.used).toBe(0);
    const loser = people.find((person) => person.id !== winner.redemption.passengers[0]?.id);
    await saved(
      member.caller.household.redemptions.create(
        redemptionTicket(program.id, {
          issuedOn: today,
          departureOn: today,
          miles: 1_000,
          beneficiaryIds: [loser?.id ?? ""],
        }),
      ),
    );
  });
});

describe("another account's redemption, program or passenger", () => {
  it("is not found", async () => {
    const [theirs] = await ana.caller.household.redemptions.list({});
    const id = theirs?.id ?? "";
    for (const call of [
      () => bruno.caller.household.redemptions.get({ id }),
      () => bruno.caller.household.redemptions.delete({ id }),
      () =>
        bruno.caller.household.redemptions.update({
          ...redemptionTicket(theirs?.programId ?? ""),
          holderIds: [],
          beneficiaryIds: [theirs?.passengers[0]?.id ?? ""],
          id,
        }),
    ]) {
      await expectTRPCError(call(), { code: "NOT_FOUND" });
    }
    const [brunoMember] = await bruno.caller.household.holders.list();
    await expectTRPCError(
      bruno.caller.household.redemptions.create(
        redemptionTicket(theirs?.programId ?? "", { holderIds: [brunoMember?.id ?? ""] }),
      ),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    const own = await bruno.caller.wallet.programs.create({ name: "Smiles", balance: 10_000 });
    await expectTRPCError(
      bruno.caller.household.redemptions.create(
        redemptionTicket(own.id, { beneficiaryIds: [theirs?.passengers[0]?.id ?? ""] }),
      ),
      { code: "NOT_FOUND", message: "Passageiro não encontrado." },
    );
    expect(await bruno.caller.household.redemptions.list({})).toEqual([]);
  });
});
