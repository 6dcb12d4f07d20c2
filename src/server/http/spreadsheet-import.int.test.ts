import { eq, sql } from "drizzle-orm";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_PATHS, type ImportAnalysis } from "@/shared/domain/import/answers";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { SESSION_COOKIE } from "../auth/cookies";
import { mileLots, walletEntries } from "../db/schema";
import { createProActor, CPFS } from "../testing/household";
import { sharedStringsBomb, xlsxOf } from "../testing/hostile-xlsx";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { createActor, programLedger, type TestActor } from "../testing/wallet-actors";

let testApp: TestApp;
const today = todayInSaoPaulo();
const br = (iso: string) => iso.split("-").reverse().join("/");
const HEADER = "Data;Programa;Titular;CPF;Tipo;Milhas;Valor pago (R$);Vencimento;Observações";

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function post(path: string, actor: TestActor, body: Uint8Array | string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return testApp.app.inject({
    method: "POST",
    url: `${path}${search ? `?${search}` : ""}`,
    headers: {
      origin: TEST_APP_URL,
      cookie: `${SESSION_COOKIE}=${actor.sessionToken}`,
      "content-type": "application/octet-stream",
    },
    payload: typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body),
  });
}

const analyse = async (actor: TestActor, body: Uint8Array | string, query: Record<string, string> = {}) => {
  const response = await post(IMPORT_PATHS.analysis, actor, body, query);
  expect(response.statusCode).toBe(200);
  return response.json<ImportAnalysis>();
};

async function ownEntries(actor: TestActor) {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, actor.id));
  return row?.count ?? 0;
}

/** Windows-1252 bytes, as a pt-BR Excel saves "CSV (separado por vírgulas)". */
const windows1252 = (text: string) => iconv.encode(text, "windows-1252");

describe("Importar planilha", () => {
  it("imports the downloaded templates' own lines, then refuses the same file again", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const cookie = `${SESSION_COOKIE}=${actor.sessionToken}`;
    const csv = await testApp.app.inject({ method: "GET", url: IMPORT_PATHS.templateCsv, headers: { cookie } });
    expect(csv.headers["content-disposition"]).toContain("modelo-importacao-milheiro.csv");
    const xlsx = await testApp.app.inject({ method: "GET", url: IMPORT_PATHS.templateXlsx, headers: { cookie } });
    expect(xlsx.statusCode).toBe(200);

    const fromXlsx = await analyse(actor, xlsx.rawPayload);
    expect(fromXlsx.errors).toEqual([]);
    expect(
      fromXlsx.preview.map((line) => [line.date, line.program, line.kind, line.miles, line.amountPaidCents]),
    ).toEqual([
      ["2026-10-05", "Smiles", "accumulation", 10_000, 17_500],
      ["2026-11-01", "Livelo", "accumulation", 1_000, 4_200],
      ["2026-11-15", "Smiles", "bonus", 2_000, null],
    ]);

    const analysis = await analyse(actor, csv.rawPayload);
    expect(analysis.missing).toEqual([]);
    expect(analysis.errors).toEqual([]);
    expect(analysis.newPrograms).toEqual(["Smiles", "Livelo"]);
    const committed = await post(IMPORT_PATHS.commit, actor, csv.rawPayload);
    expect(committed.statusCode).toBe(201);
    expect(committed.json()).toEqual({ importedLines: 3, skippedLines: 0, holdersCreated: 0, programsCreated: 2 });

    const programs = await actor.caller.wallet.programs.list();
    const smiles = programs.find((program) => program.name === "Smiles");
    expect(smiles?.balance).toBe(12_000);
    const lots = await testApp.database.db
      .select({ miles: mileLots.miles, costCents: mileLots.costCents, expiresOn: mileLots.expiresOn })
      .from(mileLots)
      .where(eq(mileLots.programId, smiles?.id ?? ""))
      .orderBy(mileLots.acquiredOn);
    expect(lots).toEqual([
      { miles: 10_000, costCents: 17_500, expiresOn: "2029-10-05" },
      { miles: 2_000, costCents: 0, expiresOn: "2027-11-15" },
    ]);
    const ledger = await programLedger(testApp.database.db, smiles?.id ?? "");
    expect(ledger.balance).toBe(ledger.explainedBalance);

    const again = await analyse(actor, csv.rawPayload);
    expect(again.alreadyImportedAt).not.toBeNull();
    const twice = await post(IMPORT_PATHS.commit, actor, csv.rawPayload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("Esta planilha já foi importada. Nada foi criado de novo.");
    expect(await ownEntries(actor)).toBe(3);
  });

  it("reads a Windows-1252 file with its accents, and suggests a mapping the member can change", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const file = windows1252(
      `Data;Programa;Milhas;Preço;Observações\r\n${br(addDays(today, -3))};Azul Fidelidade;5.000;R$ 1.234,56;Promoção “relâmpago” – março\r\n`,
    );
    const analysis = await analyse(actor, file);
    expect(analysis.headers).toEqual(["Data", "Programa", "Milhas", "Preço", "Observações"]);
    expect(analysis.mapping).toEqual({ date: 0, program: 1, quantity: 2, amountPaid: 3, description: 4 });
    expect(analysis.preview[0]).toMatchObject({
      miles: 5_000,
      amountPaidCents: 123_456,
      description: "Promoção “relâmpago” – março",
    });

    // The member says the "Preço" column is the custo por milheiro instead.
    const remapped = await analyse(actor, file, {
      mapeamento: JSON.stringify({ date: 0, program: 1, quantity: 2, costPerThousand: 3, description: 4 }),
    });
    expect(remapped.preview[0]?.amountPaidCents).toBe(617_280);
  });

  it("writes nothing while one line of 20.000 is wrong, naming its line, column and fix", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const day = br(addDays(today, -10));
    const lines = Array.from({ length: 20_000 }, (_, index) =>
      index === 19_998 ? `31/02/2026;Smiles;;;Compra;1.000;R$ 20,00;;` : `${day};Smiles;;;Compra;1.000;R$ 20,00;;`,
    );
    const file = `${HEADER}\n${lines.join("\n")}\n`;
    const analysis = await analyse(actor, file);
    expect(analysis.rowCount).toBe(20_000);
    expect(analysis.errors).toEqual([
      {
        line: 20_000,
        column: "Data",
        message: '"31/02/2026" não é uma data.',
        fix: "Use DD/MM/AAAA (05/10/2026) ou AAAA-MM-DD, até a data de hoje.",
      },
    ]);
    const refused = await post(IMPORT_PATHS.commit, actor, file);
    expect(refused.statusCode).toBe(400);
    expect(await ownEntries(actor)).toBe(0);
    expect(await actor.caller.wallet.programs.list()).toEqual([]);
  });

  it("imports without the lines in error only when the member asks to skip them", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const day = br(addDays(today, -5));
    const file = [
      HEADER,
      `${day};Livelo;;;Compra;10.000;R$ 350,00;${br(addDays(today, 700))};`,
      `${day};Livelo;;;Resgate;1.000;;;`,
      `${day};Livelo;;;Compra;dez mil;;;`,
    ].join("\r\n");
    const analysis = await analyse(actor, file);
    expect(analysis.errors.map((error) => [error.line, error.column])).toEqual([
      [3, "Tipo"],
      [4, "Milhas"],
    ]);
    expect((await post(IMPORT_PATHS.commit, actor, file)).statusCode).toBe(400);
    const skipped = await post(IMPORT_PATHS.commit, actor, file, { pularErros: "1" });
    expect(skipped.json()).toMatchObject({ importedLines: 1, skippedLines: 2 });
    expect(await ownEntries(actor)).toBe(1);
  });

  it("adds the lines to the member's own program of that name, without accents or case", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const created = await actor.caller.wallet.programs.create({ name: "LATAM Pass", balance: 1_000 });
    const file = `${HEADER}\n${br(addDays(today, -1))};latam pass;;;Compra;4.000;R$ 100,00;;\n`;
    const committed = await post(IMPORT_PATHS.commit, actor, file);
    expect(committed.json()).toMatchObject({ importedLines: 1, programsCreated: 0 });
    const [program] = await actor.caller.wallet.programs.list();
    expect(program).toMatchObject({ id: created.id, balance: 5_000 });
  });

  it("adds holders beyond the member only on the PRO plan", async () => {
    const file = `${HEADER}\n${br(addDays(today, -1))};Smiles;Bia;${CPFS.bia};Compra;3.000;R$ 60,00;;\n`;
    const subscriber = await createActor(testApp.database.db, "subscriber");
    const refused = await analyse(subscriber, file);
    expect(refused.errors[0]).toMatchObject({ line: 2, column: "CPF" });
    expect(refused.errors[0]?.fix).toContain("plano PRO");

    const pro = await createProActor(testApp.database.db);
    const analysis = await analyse(pro, file);
    expect(analysis.newHolders).toEqual(["Bia"]);
    const committed = await post(IMPORT_PATHS.commit, pro, file);
    expect(committed.json()).toMatchObject({ holdersCreated: 1, programsCreated: 1 });
    const holders = await pro.caller.household.holders.list();
    expect(holders.map((holder) => holder.name)).toContain("Bia");
  });

  it("reads a hostile XLSX's formulas as their saved values and ignores its external links", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const file = xlsxOf([
      ["Data", "Programa", "Quantidade", "Valor pago"],
      [
        br(addDays(today, -2)),
        "Smiles",
        { formula: 'WEBSERVICE("http://127.0.0.1:1/vaza")', saved: 4_000 },
        { formula: "[1]Plan1!A1", saved: "80,00" },
      ],
    ]);
    const analysis = await analyse(actor, file);
    expect(analysis.preview[0]).toMatchObject({ miles: 4_000, amountPaidCents: 8_000 });
  });

  it("refuses a zip bomb of shared strings and a file over 5 MB", async () => {
    const actor = await createActor(testApp.database.db, "subscriber");
    const bomb = xlsxOf([["Data"]], { sharedStrings: sharedStringsBomb(60) });
    const refused = await post(IMPORT_PATHS.analysis, actor, bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Não foi possível ler a planilha: a planilha tem texto demais.");

    const huge = await post(IMPORT_PATHS.analysis, actor, "a".repeat(5 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
  });

  it("is Minha Gestão's: a member without it is refused", async () => {
    const member = await createActor(testApp.database.db, "member");
    const response = await post(IMPORT_PATHS.analysis, member, `${HEADER}\n`);
    expect(response.statusCode).toBe(403);
  });
});
