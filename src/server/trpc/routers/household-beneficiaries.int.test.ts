import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CPFS } from "../../testing/household";
import type { TestDatabase } from "../../testing/test-database";
import { expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { startTwoMembers, WALLET_TEST_DAY } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => ({ database, ana, bruno } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

describe("beneficiaries", () => {
  it("come with Minha Gestão: created, listed masked by name, read whole, updated and removed", async () => {
    const bia = await ana.caller.household.beneficiaries.create({
      name: " Bia Souza ",
      cpf: CPFS.bia,
      birthDate: "2024-12-10",
    });
    expect(bia).toEqual({ id: bia.id, name: "Bia Souza", cpf: "***.444.777-**", birthDate: "**/**/2024" });
    await ana.caller.household.beneficiaries.create({ name: "Abel", cpf: CPFS.caio });
    expect((await ana.caller.household.beneficiaries.list()).map((row) => row.name)).toEqual(["Abel", "Bia Souza"]);
    expect(await ana.caller.household.beneficiaries.get({ id: bia.id })).toEqual({
      id: bia.id,
      name: "Bia Souza",
      cpf: "11144477735",
      birthDate: "2024-12-10",
    });
    const updated = await ana.caller.household.beneficiaries.update({
      id: bia.id,
      name: "Bia S.",
      cpf: CPFS.bia,
      birthDate: null,
    });
    expect(updated).toMatchObject({ name: "Bia S.", birthDate: null });
    await expect(ana.caller.household.beneficiaries.remove({ id: bia.id })).resolves.toEqual({ id: bia.id });
    expect((await ana.caller.household.beneficiaries.list()).map((row) => row.name)).toEqual(["Abel"]);
  });

  it("are kept once per account by CPF, and their CPF's check digits must hold", async () => {
    await ana.caller.household.beneficiaries.create({ name: "Dora", cpf: CPFS.dora });
    await expectTRPCError(ana.caller.household.beneficiaries.create({ name: "Dora 2", cpf: "16899535009" }), {
      code: "CONFLICT",
      message: "Já existe um beneficiário com este CPF na sua conta.",
    });
    await expectTRPCError(ana.caller.household.beneficiaries.create({ name: "X", cpf: "123.456.789-00" }), {
      code: "BAD_REQUEST",
      message: "CPF inválido. Confira os 11 dígitos.",
    });
    await expectTRPCError(ana.caller.household.beneficiaries.create({ name: "X", cpf: "111.111.111-11" }), {
      code: "BAD_REQUEST",
    });
    await expectTRPCError(
      ana.caller.household.beneficiaries.create({ name: "X", cpf: "935.411.347-80", birthDate: "2999-01-01" }),
      { code: "BAD_REQUEST", message: "A data de nascimento não pode ser posterior a hoje." },
    );
  });

  it("cannot be removed while on a registered ticket", async () => {
    const eva = await ana.caller.household.beneficiaries.create({ name: "Eva", cpf: "935.411.347-80" });
    const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: 20_000 });
    const saved = await ana.caller.household.redemptions.create({
      programId: program.id,
      issuedOn: WALLET_TEST_DAY,
      departureOn: "2026-04-01",
      origin: "GRU",
      destination: "REC",
      miles: 10_000,
      beneficiaryIds: [eva.id],
    });
    expect(saved.status).toBe("saved");
    await expectTRPCError(ana.caller.household.beneficiaries.remove({ id: eva.id }), { code: "CONFLICT" });
  });

  it("of another account are not found anywhere", async () => {
    const [theirs] = await ana.caller.household.beneficiaries.list();
    const id = theirs?.id ?? "";
    for (const call of [
      () => bruno.caller.household.beneficiaries.get({ id }),
      () => bruno.caller.household.beneficiaries.update({ id, name: "X", cpf: CPFS.ana, birthDate: null }),
      () => bruno.caller.household.beneficiaries.remove({ id }),
    ]) {
      await expectTRPCError(call(), { code: "NOT_FOUND", message: "Beneficiário não encontrado." });
    }
    expect(await bruno.caller.household.beneficiaries.list()).toEqual([]);
  });
});
