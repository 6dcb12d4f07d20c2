import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueEntryInput } from "@/shared/schemas/program-catalogue";
import { walletScopeOf } from "../../services/access/wallet-scope";
import { transferTermsBetweenPrograms } from "../../services/catalogue/program-catalogue";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { anonymousCaller, createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

let testApp: TestApp;
let admin: TestActor;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.database.db, "admin");
  ana = await createActor(testApp.database.db);
  bruno = await createActor(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

async function entryNamed(name: string) {
  const entry = (await anonymousCaller(testApp.database.db).catalogue.list()).find((row) => row.name === name);
  if (!entry) throw new Error(`no catalogue entry named ${name}`);
  return entry;
}

/** An entry as the admin form sends it back: every field of the row, partners as ids and ratios. */
async function asInput(name: string): Promise<CatalogueEntryInput & { id: string }> {
  const { updatedAt: _updatedAt, partners, ...entry } = await entryNamed(name);
  return {
    ...entry,
    partners: partners.map(({ destinationId, pointsSent, milesReceived }) => ({
      destinationId,
      pointsSent,
      milesReceived,
    })),
  };
}

describe("catalogue.list: seeded from docs' public pages", () => {
  it("holds the known programs, each with its kind", async () => {
    const entries = await anonymousCaller(testApp.database.db).catalogue.list();
    expect(entries.map((entry) => [entry.name, entry.kind])).toEqual([
      ["ALL Accor", "pontos"],
      ["Azul Fidelidade", "milhas"],
      ["Esfera", "pontos"],
      ["LATAM Pass", "milhas"],
      ["Livelo", "pontos"],
      ["Smiles", "milhas"],
      ["TAP Miles&Go", "milhas"],
    ]);
  });

  it("keeps each band with its source and date, validity per origin, minimums and partners", async () => {
    expect(await entryNamed("Livelo")).toMatchObject({
      referenceLowCents: 3_500,
      referenceHighCents: 4_200,
      referenceSource: "pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos",
      referenceCheckedOn: "2026-11-01",
      purchaseValidityMonths: 24,
    });
    expect(await entryNamed("Smiles")).toMatchObject({
      referenceLowCents: 1_800,
      referenceHighCents: 2_400,
      purchaseValidityMonths: 36,
      bonusValidityMonths: 12,
      clubValidityMonths: 120,
    });
    const esfera = await entryNamed("Esfera");
    expect(esfera.minimumTransferPoints).toBe(30_000);
    expect(esfera.partners.map((partner) => partner.destinationName)).toEqual([
      "Azul Fidelidade",
      "LATAM Pass",
      "Smiles",
      "TAP Miles&Go",
    ]);
    expect((await entryNamed("ALL Accor")).partners).toEqual([
      expect.objectContaining({ destinationName: "LATAM Pass", pointsSent: 2, milesReceived: 1 }),
    ]);
    expect(await entryNamed("TAP Miles&Go")).toMatchObject({ referenceLowCents: null, referenceSource: null });
  });
});

describe("catalogue changes in /admin", () => {
  it("saves an admin's edit and audits who changed which field from what to what", async () => {
    const livelo = await asInput("Livelo");
    const saved = await admin.caller.catalogue.update({
      ...livelo,
      referenceLowCents: 3_000,
      referenceSource: "exemplo.com/pesquisa-livelo",
      referenceCheckedOn: "2026-11-20",
    });
    expect(saved).toMatchObject({ referenceLowCents: 3_000, referenceCheckedOn: "2026-11-20" });
    expect((await entryNamed("Livelo")).referenceLowCents).toBe(3_000);

    const [latest] = await admin.caller.catalogue.history({ id: livelo.id });
    expect(latest).toMatchObject({ actorEmail: admin.email, action: "update" });
    expect(latest?.changes).toEqual({
      referenceLowCents: { before: 3_500, after: 3_000 },
      referenceSource: { before: livelo.referenceSource, after: "exemplo.com/pesquisa-livelo" },
      referenceCheckedOn: { before: "2026-11-01", after: "2026-11-20" },
    });

    // Saving it unchanged writes no empty audit row.
    await admin.caller.catalogue.update(await asInput("Livelo"));
    expect(await admin.caller.catalogue.history({ id: livelo.id })).toHaveLength(1);
  });

  it("adds a program with its partners, audited as a creation", async () => {
    const smiles = await entryNamed("Smiles");
    const created = await admin.caller.catalogue.create({
      name: "Iberia Plus",
      kind: "milhas",
      aliases: ["iberia", "iberia club"],
      purchaseValidityMonths: 36,
      partners: [{ destinationId: smiles.id, pointsSent: 1, milesReceived: 1 }],
    });
    expect(created).toMatchObject({ name: "Iberia Plus", referenceLowCents: null });
    expect(created.partners).toEqual([expect.objectContaining({ destinationName: "Smiles", pointsSent: 1 })]);
    const [audit] = await admin.caller.catalogue.history({ id: created.id });
    expect(audit).toMatchObject({ action: "create", actorEmail: admin.email });
    expect(audit?.changes.name).toEqual({ before: null, after: "Iberia Plus" });
  });

  it("refuses a taken name, a partner to itself and half a band, changing nothing", async () => {
    await expectTRPCError(admin.caller.catalogue.create({ name: "smiles", kind: "milhas" }), {
      code: "CONFLICT",
      message: "Já existe um programa com este nome no catálogo.",
    });
    const esfera = await asInput("Esfera");
    await expectTRPCError(
      admin.caller.catalogue.update({
        ...esfera,
        partners: [{ destinationId: esfera.id, pointsSent: 1, milesReceived: 1 }],
      }),
      { code: "BAD_REQUEST", message: "Um programa não transfere para si mesmo." },
    );
    await expectTRPCError(admin.caller.catalogue.update({ ...esfera, referenceHighCents: null }), {
      code: "BAD_REQUEST",
      message: "Informe o piso e o teto da faixa, ou deixe os dois em branco.",
    });
    expect(await asInput("Esfera")).toEqual(esfera);
  });

  it("lets only admins change the catalogue or read its history", async () => {
    const livelo = await asInput("Livelo");
    await expectTRPCError(ana.caller.catalogue.update({ ...livelo, referenceLowCents: 100 }), { code: "FORBIDDEN" });
    await expectTRPCError(anonymousCaller(testApp.database.db).catalogue.history({ id: livelo.id }), {
      code: "UNAUTHORIZED",
    });
    expect((await entryNamed("Livelo")).referenceLowCents).not.toBe(100);
  });
});

describe("a wallet program links to its catalogue entry", () => {
  it("keeps the entry chosen in the form, and 'Outro' as none", async () => {
    const livelo = await entryNamed("Livelo");
    const chosen = await ana.caller.wallet.programs.create({ name: "Meus pontos", catalogueId: livelo.id });
    expect(chosen.catalogueId).toBe(livelo.id);
    const other = await ana.caller.wallet.programs.create({ name: "Smiles da família", catalogueId: null });
    expect(other.catalogueId).toBeNull();
  });

  it("matches the name when the caller names no entry, as the migration matched existing programs", async () => {
    const smiles = await entryNamed("Smiles");
    const azul = await entryNamed("Azul Fidelidade");
    expect((await ana.caller.wallet.programs.create({ name: "GOL Smiles (Ana)" })).catalogueId).toBe(smiles.id);
    expect((await ana.caller.wallet.programs.create({ name: "TudoAzul" })).catalogueId).toBe(azul.id);
    expect((await ana.caller.wallet.programs.create({ name: "Átomos" })).catalogueId).toBeNull();
  });

  it("changes or keeps the link on update, and lists it with the program", async () => {
    const esfera = await entryNamed("Esfera");
    const program = await ana.caller.wallet.programs.create({ name: "Pontos do banco", catalogueId: null });
    await ana.caller.wallet.programs.update({ id: program.id, name: "Pontos do banco", catalogueId: esfera.id });
    await ana.caller.wallet.programs.update({ id: program.id, name: "Pontos do banco (Santander)" });
    const listed = (await ana.caller.wallet.programs.list()).find((row) => row.id === program.id);
    expect(listed?.catalogueId).toBe(esfera.id);
  });

  it("refuses an entry that does not exist", async () => {
    await expectTRPCError(
      ana.caller.wallet.programs.create({ name: "X", catalogueId: "00000000-0000-4000-8000-000000000000" }),
      { code: "NOT_FOUND", message: "Programa do catálogo não encontrado." },
    );
  });
});

describe("transferTermsBetweenPrograms, for the transfer form", () => {
  it("gives ratio and validity between two of the member's programs", async () => {
    const source = await ana.caller.wallet.programs.create({ name: "Esfera" });
    const destination = await ana.caller.wallet.programs.create({ name: "Smiles" });
    const terms = await transferTermsBetweenPrograms(testApp.database.db, walletScopeOf(ana), {
      sourceProgramId: source.id,
      destinationProgramId: destination.id,
    });
    expect(terms).toMatchObject({
      sourceName: "Esfera",
      destinationName: "Smiles",
      pointsSent: 1,
      milesReceived: 1,
      listed: true,
      baseValidityMonths: 36,
      bonusValidityMonths: 12,
    });
  });

  it("never reaches another member's program", async () => {
    const mine = await ana.caller.wallet.programs.create({ name: "Livelo" });
    const theirs = await bruno.caller.wallet.programs.create({ name: "Smiles" });
    await expect(
      transferTermsBetweenPrograms(testApp.database.db, walletScopeOf(ana), {
        sourceProgramId: mine.id,
        destinationProgramId: theirs.id,
      }),
    ).rejects.toMatchObject({ code: "PROGRAM_NOT_FOUND" });
  });
});
