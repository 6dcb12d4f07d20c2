import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProActor, CPFS } from "../../testing/household";
import type { TestDatabase } from "../../testing/test-database";
import { createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { startTwoMembers } from "../../testing/wallet-members";

let database: TestDatabase;
let subscriber: TestActor;
let pro: TestActor;
let other: TestActor;

beforeAll(async () => {
  ({ database, ana: subscriber, bruno: other } = await startTwoMembers());
  pro = await createProActor(database.db);
});
afterAll(async () => {
  await database?.destroy();
});

describe("the member's own holder", () => {
  it("exists for every account from the start, first in the list, and owns new programs", async () => {
    const actor = await createActor(database.db);
    const [member, ...rest] = await actor.caller.household.holders.list();
    expect(rest).toEqual([]);
    expect(member).toMatchObject({ isMember: true, cpf: null, programCount: 0, miles: 0 });
    await actor.caller.wallet.programs.create({ name: "Smiles", balance: 1_000 });
    expect(await actor.caller.household.holders.list()).toEqual([
      expect.objectContaining({ id: member?.id, programCount: 1, miles: 1_000 }),
    ]);
  });

  it("cannot be removed", async () => {
    const [member] = await subscriber.caller.household.holders.list();
    await expectTRPCError(subscriber.caller.household.holders.remove({ id: member?.id ?? "" }), {
      code: "CONFLICT",
      message: "Você é o titular principal da conta e não pode ser removido.",
    });
  });
});

describe("other holders", () => {
  it("are a PRO feature: Minha Gestão alone is refused in words", async () => {
    await expectTRPCError(subscriber.caller.household.holders.create({ name: "Bia", cpf: CPFS.bia, birthDate: null }), {
      code: "FORBIDDEN",
      message: "Cadastrar outros titulares além de você faz parte do plano PRO.",
    });
  });

  it("need a CPF whose check digits hold, once per account", async () => {
    await expectTRPCError(pro.caller.household.holders.create({ name: "Bia", cpf: "529.982.247-24" }), {
      code: "BAD_REQUEST",
      message: "CPF inválido. Confira os 11 dígitos.",
    });
    await pro.caller.household.holders.create({ name: "Bia", cpf: CPFS.bia });
    await expectTRPCError(pro.caller.household.holders.create({ name: "Outra Bia", cpf: "11144477735" }), {
      code: "CONFLICT",
      message: "Já existe um titular com este CPF na sua conta.",
    });
    // Another account may hold the same person.
    const elsewhere = await createProActor(database.db);
    await expect(elsewhere.caller.household.holders.create({ name: "Bia", cpf: CPFS.bia })).resolves.toBeTruthy();
  });

  it("are listed masked and read whole only one at a time", async () => {
    const created = await pro.caller.household.holders.create({
      name: "Caio",
      cpf: CPFS.caio,
      birthDate: "1990-07-14",
    });
    expect(created).toMatchObject({ name: "Caio", cpf: "***.533.447-**", birthDate: "**/**/1990" });
    const listed = (await pro.caller.household.holders.list()).find((holder) => holder.id === created.id);
    expect(listed).toMatchObject({ cpf: "***.533.447-**", birthDate: "**/**/1990", isMember: false });
    expect(JSON.stringify(await pro.caller.household.holders.list())).not.toContain("39053344705");
    expect(await pro.caller.household.holders.get({ id: created.id })).toMatchObject({
      cpf: "39053344705",
      birthDate: "1990-07-14",
    });
  });

  it("take programs moved to them, and go only once their programs have moved away", async () => {
    const holder = await pro.caller.household.holders.create({ name: "Dora", cpf: CPFS.dora });
    const program = await pro.caller.wallet.programs.create({ name: "LATAM Pass", balance: 5_000 });
    await pro.caller.household.holders.moveProgram({ programId: program.id, holderId: holder.id });
    expect((await pro.caller.household.holders.list()).find((row) => row.id === holder.id)).toMatchObject({
      programCount: 1,
      miles: 5_000,
    });
    await expectTRPCError(pro.caller.household.holders.remove({ id: holder.id }), {
      code: "CONFLICT",
      message:
        "Este titular ainda tem 1 programa com 5.000 milhas ou pontos. Mova-os para outro titular ou remova-os antes de remover o titular.",
    });
    const [member] = await pro.caller.household.holders.list();
    await pro.caller.household.holders.moveProgram({ programId: program.id, holderId: member?.id ?? "" });
    await expect(pro.caller.household.holders.remove({ id: holder.id })).resolves.toEqual({ id: holder.id });
    await expectTRPCError(pro.caller.household.holders.get({ id: holder.id }), { code: "NOT_FOUND" });
  });

  it("let the member fill in their own name and CPF", async () => {
    const [member] = await pro.caller.household.holders.list();
    await pro.caller.household.holders.update({
      id: member?.id ?? "",
      name: "Ana Souza",
      cpf: CPFS.ana,
      birthDate: null,
    });
    expect((await pro.caller.household.holders.list())[0]).toMatchObject({ name: "Ana Souza", cpf: "***.982.247-**" });
  });
});

describe("another account's holder", () => {
  it("is not found by any procedure, nor as a destination for a program", async () => {
    const theirs = await pro.caller.household.holders.create({ name: "Eva", cpf: "935.411.347-80" });
    const id = theirs.id;
    const calls = [
      () => other.caller.household.holders.get({ id }),
      () => other.caller.household.holders.update({ id, name: "X", cpf: CPFS.bia, birthDate: null }),
      () => other.caller.household.holders.remove({ id }),
    ];
    for (const call of calls) await expectTRPCError(call(), { code: "NOT_FOUND", message: "Titular não encontrado." });
    const mine = await other.caller.wallet.programs.create({ name: "Smiles", balance: 0 });
    await expectTRPCError(other.caller.household.holders.moveProgram({ programId: mine.id, holderId: id }), {
      code: "NOT_FOUND",
      message: "Titular não encontrado.",
    });
    const [proProgram] = await pro.caller.wallet.programs.list();
    const [otherMember] = await other.caller.household.holders.list();
    await expectTRPCError(
      other.caller.household.holders.moveProgram({ programId: proProgram?.id ?? "", holderId: otherMember?.id ?? "" }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    expect((await other.caller.household.holders.list()).map((holder) => holder.id)).not.toContain(id);
  });
});
