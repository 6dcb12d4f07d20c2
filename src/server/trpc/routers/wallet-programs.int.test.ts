import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createSession } from "../../auth/sessions";
import { costCalculations, pointsTransactions } from "../../db/schema";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../testing/test-app";
import {
  anonymousCaller,
  createActor,
  expectLedgerConsistent,
  expectTRPCError,
  type TestActor,
} from "../../testing/wallet-actors";

const ACCESS_MESSAGE = "Você precisa de uma assinatura premium para acessar Minha Gestão.";

let testApp: TestApp;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await createActor(testApp.database.db);
  bruno = await createActor(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const newProgram = (caller: TestActor["caller"], name: string, extra: Record<string, unknown> = {}) =>
  caller.wallet.programs.create({ name, ...extra });

describe("who may use Minha Gestão (product §6)", () => {
  it("asks an anonymous visitor to log in", async () => {
    const anonymous = anonymousCaller(testApp.database.db);
    await expectTRPCError(anonymous.wallet.programs.list(), {
      code: "UNAUTHORIZED",
      message: "Usuário não autenticado",
    });
    await expectTRPCError(anonymous.wallet.dashboard.summary(), { code: "UNAUTHORIZED" });
    await expectTRPCError(anonymous.wallet.programs.create({ name: "Smiles" }), { code: "UNAUTHORIZED" });
  });

  it.each(["member", "expired-subscriber", "revoked-subscriber"] as const)(
    "refuses a %s with the premium message",
    async (kind) => {
      const { caller } = await createActor(testApp.database.db, kind);
      await expectTRPCError(caller.wallet.programs.list(), { code: "FORBIDDEN", message: ACCESS_MESSAGE });
      await expectTRPCError(caller.wallet.dashboard.summary(), { code: "FORBIDDEN", message: ACCESS_MESSAGE });
      await expectTRPCError(caller.wallet.transactions.list(), { code: "FORBIDDEN", message: ACCESS_MESSAGE });
      await expectTRPCError(caller.wallet.accumulations.list(), { code: "FORBIDDEN", message: ACCESS_MESSAGE });
      await expectTRPCError(caller.wallet.programs.create({ name: "Smiles" }), {
        code: "FORBIDDEN",
        message: ACCESS_MESSAGE,
      });
    },
  );

  it("lets an admin in without a grant", async () => {
    const { caller } = await createActor(testApp.database.db, "admin");
    const program = await caller.wallet.programs.create({ name: "Smiles" });
    expect(await caller.wallet.programs.list()).toEqual([program]);
  });

  it("checks access before validating input, so a member learns nothing about the form", async () => {
    const { caller } = await createActor(testApp.database.db, "member");
    await expectTRPCError(caller.wallet.programs.create({ name: "" }), { code: "FORBIDDEN" });
  });
});

describe("programs", () => {
  it("creates a program with the form's fields and derived figures", async () => {
    const { caller } = await createActor(testApp.database.db);
    const expirationDate = addDays(todayInSaoPaulo(), 20);
    const program = await newProgram(caller, "  LATAM Pass ", {
      logo: "LP",
      accountNumber: "123456",
      balance: 15_000,
      pendingBonus: 2_000,
      expirationDate,
    });
    expect(program).toMatchObject({
      name: "LATAM Pass",
      logo: "LP",
      accountNumber: "123456",
      balance: 15_000,
      pendingBonus: 2_000,
      expirationDate,
      averageCostPerThousandCents: null,
      usageCostCents: 0,
      expiry: { daysLeft: 20, level: "warning", showBadge: true, label: "20 dias" },
    });
    expect(program.createdAt).toBeInstanceOf(Date);
    await expectLedgerConsistent(testApp.database.db, program.id);
  });

  it("stores blanks as null and defaults numbers to 0", async () => {
    const { caller } = await createActor(testApp.database.db);
    const program = await newProgram(caller, "Livelo", { logo: "", accountNumber: "  ", expirationDate: "" });
    expect(program).toMatchObject({
      logo: null,
      accountNumber: null,
      expirationDate: null,
      balance: 0,
      pendingBonus: 0,
      expiry: null,
    });
  });

  it("lists the caller's programs oldest first, and only theirs", async () => {
    const { caller } = await createActor(testApp.database.db);
    const first = await newProgram(caller, "Smiles");
    const second = await newProgram(caller, "Azul");
    const third = await newProgram(caller, "Esfera");
    await newProgram(bruno.caller, "Do Bruno");
    expect((await caller.wallet.programs.list()).map((program) => program.id)).toEqual([first.id, second.id, third.id]);
  });

  it("updates every field; a new balance is recorded as a correction so movements still explain it", async () => {
    const { caller } = await createActor(testApp.database.db);
    const program = await newProgram(caller, "Smiles", { balance: 1_000 });
    await caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 500,
      calculationDate: "2026-03-01",
    });
    const updated = await caller.wallet.programs.update({
      id: program.id,
      name: "Smiles Diamante",
      logo: "SMD",
      accountNumber: "999",
      balance: 1_200,
      pendingBonus: 300,
      expirationDate: "2030-01-01",
    });
    expect(updated).toMatchObject({
      name: "Smiles Diamante",
      logo: "SMD",
      accountNumber: "999",
      balance: 1_200,
      pendingBonus: 300,
      expirationDate: "2030-01-01",
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(program.updatedAt.getTime());
    await expectLedgerConsistent(testApp.database.db, program.id);
  });

  it("deletes a program with its accumulations and transactions", async () => {
    const { caller } = await createActor(testApp.database.db);
    const program = await newProgram(caller, "Smiles", { balance: 5_000 });
    const keep = await newProgram(caller, "Azul", { balance: 100 });
    await caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 2_000,
      calculationDate: "2026-03-01",
    });
    await caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 500,
      transactionDate: "2026-03-02",
    });
    await caller.wallet.transactions.create({
      programId: keep.id,
      type: "bonus",
      amount: 10,
      transactionDate: "2026-03-02",
    });

    expect(await caller.wallet.programs.delete({ id: program.id })).toEqual({ id: program.id });

    expect((await caller.wallet.programs.list()).map((row) => row.id)).toEqual([keep.id]);
    expect(await caller.wallet.accumulations.list()).toEqual([]);
    expect((await caller.wallet.transactions.list()).map((row) => row.programId)).toEqual([keep.id]);
    const db = testApp.database.db;
    expect(await db.select().from(costCalculations).where(eq(costCalculations.programId, program.id))).toEqual([]);
    expect(await db.select().from(pointsTransactions).where(eq(pointsTransactions.programId, program.id))).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    await expectTRPCError(ana.caller.wallet.programs.update({ id: randomUUID(), name: "X" }), {
      code: "NOT_FOUND",
      message: "Programa não encontrado.",
    });
    await expectTRPCError(ana.caller.wallet.programs.delete({ id: randomUUID() }), { code: "NOT_FOUND" });
  });
});

describe("program ownership", () => {
  it("never shows, changes or deletes another user's program", async () => {
    const theirs = await newProgram(bruno.caller, "Smiles do Bruno", { balance: 7_000 });

    expect((await ana.caller.wallet.programs.list()).map((row) => row.id)).not.toContain(theirs.id);
    await expectTRPCError(ana.caller.wallet.programs.update({ id: theirs.id, name: "Roubado", balance: 0 }), {
      code: "NOT_FOUND",
      message: "Programa não encontrado.",
    });
    await expectTRPCError(ana.caller.wallet.programs.delete({ id: theirs.id }), {
      code: "NOT_FOUND",
      message: "Programa não encontrado.",
    });

    const [still] = (await bruno.caller.wallet.programs.list()).filter((row) => row.id === theirs.id);
    expect(still).toMatchObject({ name: "Smiles do Bruno", balance: 7_000 });
  });
});

describe("program validation", () => {
  it.each([
    [{ name: "   " }, "Informe o nome do programa."],
    [{ name: "Azul", logo: "AZUL" }, "O logo deve ter no máximo 3 caracteres."],
    [{ name: "Azul", balance: -1 }, "O saldo deve ser um número inteiro maior ou igual a 0."],
    [{ name: "Azul", balance: 10.5 }, "O saldo deve ser um número inteiro maior ou igual a 0."],
    [{ name: "Azul", pendingBonus: -3 }, "O bônus pendente deve ser um número inteiro maior ou igual a 0."],
    [{ name: "Azul", expirationDate: "31/12/2026" }, "Informe uma data válida (AAAA-MM-DD)."],
  ])("refuses %j with a pt-BR message", async (input, message) => {
    await expectTRPCError(ana.caller.wallet.programs.create(input), { code: "BAD_REQUEST", message });
  });

  it("validates the id of an update or delete", async () => {
    await expectTRPCError(ana.caller.wallet.programs.delete({ id: "42" }), {
      code: "BAD_REQUEST",
      message: "Registro inválido.",
    });
  });

  it("sends the pt-BR message and field errors over HTTP too", async () => {
    const { token } = await createSession(testApp.database.db, ana.id);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/trpc/wallet.programs.create",
      headers: { origin: TEST_APP_URL, authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Azul", logo: "AZUL" }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.message).toBe("O logo deve ter no máximo 3 caracteres.");
    expect(body.error.data.fieldErrors).toEqual({ logo: ["O logo deve ter no máximo 3 caracteres."] });
  });
});
