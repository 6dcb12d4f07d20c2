import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { CPFS, cpfFor, narrowTapCpfLimit, ticketToday } from "../../testing/household";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, type TestActor } from "../../testing/wallet-actors";
import { programState } from "../../testing/wallet-members";

/**
 * An edited redemption gives back the CPF places it held and takes the ones it now needs
 * (docs/decisions/039): counted without its old self, never twice, on a program whose limit is
 * one person a year so every place shows.
 */
let database: TestDatabase;
let member: TestActor;

const today = todayInSaoPaulo();

beforeAll(async () => {
  database = await createTestDatabase();
  await narrowTapCpfLimit(database.db, { limit: 1, window: "calendar_year", counts: "person", checkedOn: today });
  member = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

describe("editing a redemption", () => {
  it("moves its CPF place to its new passenger, without counting itself", async () => {
    const program = await member.caller.wallet.programs.create({ name: "TAP Miles&Go", balance: 10_000 });
    const caio = await member.caller.household.beneficiaries.create({ name: "Caio", cpf: CPFS.caio });
    const dora = await member.caller.household.beneficiaries.create({ name: "Dora", cpf: CPFS.dora });
    const ticket = (beneficiaryId: string, miles = 1_000) => ticketToday(program.id, beneficiaryId, miles);
    const placesOf = async () =>
      (await member.caller.household.cpf.state({}))[0]?.usage?.places.map((place) => place.name).sort();

    const created = await member.caller.household.redemptions.create(ticket(caio.id));
    if (created.status !== "saved") throw new Error("not saved");
    const id = created.redemption.id;
    expect(await placesOf()).toEqual(["Caio"]);

    // At the limit, the redemption's own place is not counted again.
    const moreMiles = await member.caller.household.redemptions.update({ ...ticket(caio.id, 2_000), id });
    expect(moreMiles).toMatchObject({ status: "saved", redemption: { miles: 2_000, confirmedOverLimit: false } });

    // Caio's place goes to Dora: no confirmation asked, and Caio now needs one.
    const toDora = await member.caller.household.redemptions.update({ ...ticket(dora.id, 2_000), id });
    expect(toDora).toMatchObject({ status: "saved", redemption: { confirmedOverLimit: false } });
    expect(await placesOf()).toEqual(["Dora"]);
    expect(await member.caller.household.redemptions.create(ticket(caio.id))).toMatchObject({
      status: "needs_confirmation",
    });
    const other = await member.caller.household.redemptions.create({ ...ticket(caio.id), confirmOverLimit: true });
    if (other.status !== "saved") throw new Error("not saved");
    expect(await placesOf()).toEqual(["Caio", "Dora"]);

    // An edit that would take a third place asks first and changes nothing.
    const ana = await member.caller.household.beneficiaries.create({ name: "Ana", cpf: CPFS.ana });
    expect(await member.caller.household.redemptions.update({ ...ticket(ana.id, 2_000), id })).toMatchObject({
      status: "needs_confirmation",
    });
    expect(await placesOf()).toEqual(["Caio", "Dora"]);

    // The over-limit ticket moved to Dora, who already holds the place: back within the limit.
    const within = await member.caller.household.redemptions.update({ ...ticket(dora.id), id: other.redemption.id });
    expect(within).toMatchObject({ status: "saved", redemption: { confirmedOverLimit: false } });
    expect(await placesOf()).toEqual(["Dora"]);
    expect((await programState(member, program.id)).balance).toBe(10_000 - 2_000 - 1_000);
  });
});

describe("redemptions sent at once on one program", () => {
  it("are counted one after another, those written together included: the 26th person on Smiles asks first", async () => {
    const program = await member.caller.wallet.programs.create({ name: "Smiles", balance: 100_000 });
    const people = await Promise.all(
      Array.from({ length: 27 }, (_, n) =>
        member.caller.household.beneficiaries.create({ name: `Pessoa ${n}`, cpf: cpfFor(5_000 + n) }),
      ),
    );
    // The first is written alone; the others wait for it and go in one transaction.
    const outcomes = await Promise.all(
      people.map((person) => member.caller.household.redemptions.create(ticketToday(program.id, person.id))),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === "saved")).toHaveLength(25);
    expect(statuses.filter((status) => status === "needs_confirmation")).toHaveLength(2);
    expect((await programState(member, program.id)).balance).toBe(100_000 - 25 * 1_000);
    const smiles = (await member.caller.household.cpf.state({})).find((state) => state.programId === program.id);
    expect(smiles?.usage).toMatchObject({ used: 25, limit: 25 });
    await expectLedgerConsistent(database.db, program.id);
  });
});
