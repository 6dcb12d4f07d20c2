import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { anonymousCaller, createActor, expectTRPCError } from "../../testing/wallet-actors";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe("flights.milesCost", () => {
  it("gives a member their average custo do milheiro per airline, from their own programs only", async () => {
    const ana = await createActor(database.db);
    const bruno = await createActor(database.db);
    const smiles = await ana.caller.wallet.programs.create({ name: "Smiles" });
    const latam = await ana.caller.wallet.programs.create({ name: "LATAM Pass" });
    await ana.caller.wallet.programs.create({ name: "Livelo" });
    const buy = (programId: string, milesAcquired: number, amountPaidCents: number) =>
      ana.caller.wallet.accumulations.create({
        programId,
        milesAcquired,
        amountPaidCents,
        calculationDate: "2026-03-09",
      });
    await buy(smiles.id, 10_000, 20_000); // R$ 20,00 per thousand
    await buy(smiles.id, 10_000, 30_000); // R$ 30,00 per thousand
    await buy(latam.id, 5_000, 0); // free miles do not enter the average

    expect(await ana.caller.flights.milesCost()).toEqual({ azul: null, gol: 2_500, latam: null });
    const brunoSmiles = await bruno.caller.wallet.programs.create({ name: "smiles" });
    await bruno.caller.wallet.accumulations.create({
      programId: brunoSmiles.id,
      milesAcquired: 1_000,
      amountPaidCents: 1_000,
      calculationDate: "2026-03-09",
    });
    expect(await bruno.caller.flights.milesCost()).toEqual({ azul: null, gol: 1_000, latam: null });
    expect(await ana.caller.flights.milesCost()).toMatchObject({ gol: 2_500 });
  });

  it("follows Minha Gestão's access rule", async () => {
    await expectTRPCError(anonymousCaller(database.db).flights.milesCost(), { code: "UNAUTHORIZED" });
    const member = await createActor(database.db, "member");
    await expectTRPCError(member.caller.flights.milesCost(), {
      code: "FORBIDDEN",
      message: "Você precisa de uma assinatura premium para acessar Minha Gestão.",
    });
    const admin = await createActor(database.db, "admin");
    expect(await admin.caller.flights.milesCost()).toEqual({ azul: null, gol: null, latam: null });
  });
});
