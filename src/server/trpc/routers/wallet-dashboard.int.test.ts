import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isExpiringSoon, isProgramActive } from "@/shared/domain/wallet/expiry";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";

let database: TestDatabase;
let ana: TestActor;
const today = todayInSaoPaulo();

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
  const { caller } = ana;
  const program = (name: string, balance: number, expirationDate: string | null, pendingBonus = 0) =>
    caller.wallet.programs.create({ name, balance, expirationDate, pendingBonus });

  const smiles = await program("Smiles", 0, null, 500);
  await caller.wallet.accumulations.create({
    programId: smiles.id,
    milesAcquired: 10_000,
    amountPaidCents: 17_500,
    calculationDate: today,
  });
  await caller.wallet.accumulations.create({ programId: smiles.id, milesAcquired: 1_000, calculationDate: today });
  const azul = await program("Azul", 2_000, addDays(today, 1));
  await caller.wallet.accumulations.create({
    programId: azul.id,
    milesAcquired: 2_000,
    amountPaidCents: 5_000,
    calculationDate: today,
  });
  await program("LATAM Pass", 3_000, addDays(today, 30), 250);
  await program("Livelo", 4_000, addDays(today, 31));
  await program("Esfera", 5_000, today);
  await program("Antigo", 600, addDays(today, -10));

  await caller.wallet.transactions.create({
    programId: smiles.id,
    type: "usage",
    amount: 1_000,
    transactionDate: "2026-01-05",
  });
  await caller.wallet.transactions.create({
    programId: azul.id,
    type: "bonus",
    amount: 100,
    transactionDate: "2026-02-01",
  });
  await caller.wallet.transactions.create({
    programId: smiles.id,
    type: "transfer",
    amount: 400,
    transactionDate: "2025-12-01",
  });
  await caller.wallet.transactions.create({
    programId: azul.id,
    type: "expiration",
    amount: 100,
    transactionDate: "2026-02-01",
  });

  // Another user's wallet must not leak into Ana's numbers.
  const bruno = await createActor(database.db);
  const theirs = await bruno.caller.wallet.programs.create({
    name: "Do Bruno",
    balance: 99_999,
    pendingBonus: 9,
    expirationDate: addDays(today, 3),
  });
  await bruno.caller.wallet.accumulations.create({
    programId: theirs.id,
    milesAcquired: 1_000,
    amountPaidCents: 90_000,
    calculationDate: today,
  });
  // Dated today, newer than all of Ana's: it would top her recent activity if it leaked.
  await bruno.caller.wallet.transactions.create({
    programId: theirs.id,
    type: "bonus",
    amount: 1,
    transactionDate: today,
  });
});

afterAll(async () => {
  await database?.destroy();
});

describe("dashboard summary (product §2)", () => {
  it("totals the caller's wallet", async () => {
    const summary = await ana.caller.wallet.dashboard.summary();
    expect(summary).toMatchObject({
      // 11.000 - 1.000 + 400 (Smiles) + 4.000 (Azul) + 3.000 + 4.000 + 5.000 + 600
      totalMiles: 27_000,
      totalPendingBonus: 750,
      // Azul (1 day left) and LATAM (30 days); Esfera expires today, so it is already 'Vencido'.
      expiringMiles: 7_000,
      // What the miles held cost over all of them (docs/decisions/029): Smiles still holds R$ 164,50
      // of its purchase, Azul R$ 50,00, over 27.000 miles.
      averageCostPerThousandCents: 794,
      programCount: 6,
      // Smiles (no expiry), Azul, LATAM, Livelo.
      activeProgramCount: 4,
    });
  });

  it("shows the 3 newest transactions with their program", async () => {
    const { recentTransactions } = await ana.caller.wallet.dashboard.summary();
    expect(recentTransactions.map((row) => [row.type, row.amount, row.programName, row.transactionDate])).toEqual([
      ["expiration", 100, "Azul", "2026-02-01"],
      ["bonus", 100, "Azul", "2026-02-01"],
      ["usage", 1_000, "Smiles", "2026-01-05"],
    ]);
    // Dated before the purchase, it took the 400 free miles there were and owed 600, paid from the
    // purchase when it came (R$ 17,50 per thousand): R$ 10,50.
    expect(recentTransactions[2]?.costCents).toBe(1_050);
  });

  it("agrees with the shared expiry rules applied to the program list", async () => {
    const programs = await ana.caller.wallet.programs.list();
    const summary = await ana.caller.wallet.dashboard.summary();
    const sum = (rows: typeof programs) => rows.reduce((total, row) => total + row.balance, 0);
    expect(summary.totalMiles).toBe(sum(programs));
    expect(summary.expiringMiles).toBe(sum(programs.filter((row) => isExpiringSoon(row.expirationDate, today))));
    expect(summary.activeProgramCount).toBe(
      programs.filter((row) => isProgramActive(row.expirationDate, today)).length,
    );
    expect(programs.find((row) => row.name === "Esfera")?.expiry).toMatchObject({ level: "expired", label: "Vencido" });
  });

  it("is all zeros, no average and no activity for a new wallet", async () => {
    const { caller } = await createActor(database.db, "admin");
    expect(await caller.wallet.dashboard.summary()).toEqual({
      totalMiles: 0,
      totalPendingBonus: 0,
      expiringMiles: 0,
      averageCostPerThousandCents: null,
      programCount: 0,
      activeProgramCount: 0,
      recentTransactions: [],
    });
  });

  it("shows the program's held cost per thousand and the total spent on usage on the program card", async () => {
    const smiles = (await ana.caller.wallet.programs.list()).find((row) => row.name === "Smiles");
    expect(smiles).toMatchObject({
      balance: 10_400,
      // R$ 175,00 − R$ 10,50 over 10.400 miles.
      averageCostPerThousandCents: 1_582,
      usageCostCents: 1_050,
      expiry: null,
    });
  });
});
