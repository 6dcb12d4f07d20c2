import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProActor, CPFS } from "../../testing/household";
import type { TestDatabase } from "../../testing/test-database";
import { createTestDatabase } from "../../testing/test-database";
import type { TestActor } from "../../testing/wallet-actors";
import { WALLET_TEST_DAY } from "../../testing/wallet-members";

let database: TestDatabase;
let pro: TestActor;
let memberHolder = "";
let caio = "";
let smilesId = "";

beforeAll(async () => {
  database = await createTestDatabase();
  pro = await createProActor(database.db);
  memberHolder = (await pro.caller.household.holders.list())[0]?.id ?? "";
  caio = (await pro.caller.household.holders.create({ name: "Caio", cpf: CPFS.caio })).id;
  const smiles = await pro.caller.wallet.programs.create({ name: "Smiles", balance: 10_000 });
  smilesId = smiles.id;
  const latam = await pro.caller.wallet.programs.create({ name: "LATAM Pass", balance: 3_000, holderId: caio });
  await pro.caller.wallet.transactions.create({
    programId: smiles.id,
    type: "usage",
    amount: 1_000,
    transactionDate: WALLET_TEST_DAY,
  });
  await pro.caller.wallet.transactions.create({
    programId: latam.id,
    type: "bonus",
    amount: 500,
    transactionDate: WALLET_TEST_DAY,
  });
});
afterAll(async () => {
  await database?.destroy();
});

describe("filtering by holder", () => {
  it("narrows the programs list, absent meaning every holder", async () => {
    expect((await pro.caller.wallet.programs.list()).map((program) => program.name)).toEqual(["Smiles", "LATAM Pass"]);
    expect(
      (await pro.caller.wallet.programs.list({ titular: caio })).map((program) => [program.name, program.holderId]),
    ).toEqual([["LATAM Pass", caio]]);
    expect((await pro.caller.wallet.programs.list({ titular: memberHolder })).map((program) => program.name)).toEqual([
      "Smiles",
    ]);
  });

  it("narrows the dashboard's cards and recent activity", async () => {
    const all = await pro.caller.wallet.dashboard.summary();
    expect(all).toMatchObject({ totalMiles: 12_500, programCount: 2 });
    expect(all.recentTransactions).toHaveLength(2);
    const caios = await pro.caller.wallet.dashboard.summary({ titular: caio });
    expect(caios).toMatchObject({ totalMiles: 3_500, programCount: 1 });
    expect(caios.recentTransactions.map((row) => row.programName)).toEqual(["LATAM Pass"]);
  });

  it("narrows the reports and their CSV", async () => {
    const summary = await pro.caller.reports.summary({ titular: caio, periodo: "todos" });
    expect(summary).toMatchObject({ totalIn: 3_500, totalOut: 0, balanceEnd: 3_500 });
    const page = await pro.caller.reports.movements({ titular: memberHolder, periodo: "todos" });
    expect(new Set(page.items.map((item) => item.programName))).toEqual(new Set(["Smiles"]));
    const charts = await pro.caller.reports.charts({ titular: caio, periodo: "todos" });
    expect(charts.balance.programs.map((program) => program.label)).toEqual(["LATAM Pass"]);
  });

  // Last: it adds a movement the tests above do not count.
  it("lists a redemption in recent activity as its own type, 'Emissão'", async () => {
    const outcome = await pro.caller.household.redemptions.create({
      programId: smilesId,
      issuedOn: WALLET_TEST_DAY,
      departureOn: WALLET_TEST_DAY,
      origin: "GRU",
      destination: "REC",
      miles: 2_000,
      holderIds: [memberHolder],
    });
    expect(outcome.status).toBe("saved");
    const members = await pro.caller.wallet.dashboard.summary({ titular: memberHolder });
    expect(members.recentTransactions[0]).toMatchObject({ type: "redemption", direction: "out", amount: 2_000 });
    const caios = await pro.caller.wallet.dashboard.summary({ titular: caio });
    expect(caios.recentTransactions.map((row) => row.type)).not.toContain("redemption");
  });
});
