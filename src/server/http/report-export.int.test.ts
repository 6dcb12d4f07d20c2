import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createSession } from "../auth/sessions";
import { SESSION_COOKIE } from "../auth/cookies";
import { loyaltyPrograms } from "../db/schema";
import { EXPORT_BATCH_SIZE } from "../services/reports/report-export";
import { parseCsv } from "../testing/csv";
import { insertBulkMovements, seedReportWallets, type ReportWallets } from "../testing/report-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createActor } from "../testing/wallet-actors";

let testApp: TestApp;
let baseUrl: string;
let wallets: ReportWallets;
let anaToken: string;
const today = todayInSaoPaulo();
const HEADER = ["Data", "Programa", "Tipo", "Quantidade", "Descrição", "Valor pago", "Custo", "Custo por milheiro"];
const ddmmyyyy = (daysAgo: number) => addDays(today, -daysAgo).split("-").reverse().join("/");

beforeAll(async () => {
  testApp = await createTestApp();
  // A real socket, so the test sees the response exactly as a browser does (chunked, streamed).
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  wallets = await seedReportWallets(testApp.database.db, today);
  anaToken = (await createSession(testApp.database.db, wallets.ana.id)).token;
});

afterAll(async () => {
  await testApp?.close();
});

function exportCsv(query: string, auth: { bearer?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
  if (auth.cookie) headers.cookie = `${SESSION_COOKIE}=${auth.cookie}`;
  return fetch(`${baseUrl}/relatorios/exportar.csv${query}`, { headers });
}

/** The body as written: fetch's text() would silently drop the BOM this route must send. */
async function rowsOf(response: Response) {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return parseCsv(text.slice(1));
}

const isoOf = (ddmmyyyy: string | undefined) => (ddmmyyyy ?? "").split("/").reverse().join("-");

describe("GET /relatorios/exportar.csv", () => {
  it("streams a UTF-8 CSV with BOM, ; separators and the file named by date", async () => {
    const response = await exportCsv("?periodo=todos", { cookie: anaToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="relatorio-milheiro-${today}.csv"`);
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("holds exactly the caller's ledger, newest first, with its money in reais, neutralised against formulas", async () => {
    const rows = await rowsOf(await exportCsv("", { bearer: anaToken }));
    expect(rows).toEqual([
      HEADER,
      [ddmmyyyy(0), "Azul", "Uso", "-300", "", "", "R$ 0,00", "R$ 0,00"],
      [ddmmyyyy(1), "Smiles (123456)", "Acúmulo", "2000", "Cartão; fatura de março", "", "R$ 0,00", "R$ 0,00"],
      [ddmmyyyy(2), "Smiles (123456)", "Acúmulo", "1000", "", "R$ 0,00", "R$ 0,00", "R$ 0,00"],
      [ddmmyyyy(5), "Azul", "Transferência", "1000", `'=HYPERLINK("http://x";"ganhe")`, "", "R$ 0,00", "R$ 0,00"],
      // 3.000 of the 10.000 bought for R$ 210,00: R$ 63,00, R$ 21,00 the thousand.
      [ddmmyyyy(10), "Smiles (123456)", "Uso", "-3000", "Passagem GRU–REC", "", "R$ 63,00", "R$ 21,00"],
      [ddmmyyyy(40), "Smiles (123456)", "Bônus", "500", "Bônus de boas-vindas", "", "R$ 0,00", "R$ 0,00"],
      [ddmmyyyy(100), "Azul", "Expiração", "-200", "Venceu", "", "R$ 0,00", "R$ 0,00"],
      // Same day: the one written last comes first.
      [ddmmyyyy(120), "Azul", "Acúmulo", "5000", "", "R$ 0,00", "R$ 0,00", "R$ 0,00"],
      [ddmmyyyy(120), "Smiles (123456)", "Acúmulo", "10000", "", "R$ 210,00", "R$ 210,00", "R$ 21,00"],
    ]);
  });

  it("matches the table for the same filters", async () => {
    const filters = { tipo: "usage", periodo: 30, programa: wallets.programs.smiles.id } as const;
    const page = await wallets.ana.caller.reports.movements(filters);
    const rows = await rowsOf(
      await exportCsv(`?tipo=usage&periodo=30&programa=${filters.programa}`, { bearer: anaToken }),
    );
    expect(rows.slice(1).map((row) => row[4])).toEqual(page.items.map((item) => item.description ?? ""));
    expect(rows).toHaveLength(2);
  });

  it("never includes another user's rows, even for their program", async () => {
    const own = await rowsOf(await exportCsv("", { bearer: anaToken }));
    expect(own.flat()).not.toContain("Do Bruno");
    const theirs = await rowsOf(await exportCsv(`?programa=${wallets.programs.bruno.id}`, { bearer: anaToken }));
    expect(theirs).toEqual([HEADER]);
  });

  it("reads past many batches without repeating or dropping a row", async () => {
    const dani = await createActor(testApp.database.db, "member");
    // Members cannot create programs; Dani's is written straight to the database for the bulk rows.
    const [esfera] = await testApp.database.db
      .insert(loyaltyPrograms)
      .values({ userId: dani.id, name: "Esfera" })
      .returning();
    if (!esfera) throw new Error("program not created");
    const count = 2 * EXPORT_BATCH_SIZE + 345;
    const rows = Array.from({ length: count }, (_, index) => ({
      type: "bonus" as const,
      amount: index + 1,
      transactionDate: addDays(today, -(index % 4)),
      description: `#${index + 1}`,
    }));
    await insertBulkMovements(testApp.database.db, { userId: dani.id, programId: esfera.id }, rows);
    const token = (await createSession(testApp.database.db, dani.id)).token;

    const csv = (await rowsOf(await exportCsv("?tipo=bonus", { bearer: token }))).slice(1);
    expect(new Set(csv.map((row) => row[4]))).toEqual(new Set(rows.map((row) => row.description)));
    expect(csv).toHaveLength(count);
    const dates = csv.map((row) => isoOf(row[0]));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers 401 in JSON to a visitor or a forged session", async () => {
    for (const auth of [{}, { bearer: "forjado.token" }, { cookie: "x.y" }]) {
      const response = await exportCsv("", auth);
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { message: "Usuário não autenticado" } });
    }
  });

  it("answers 400 with the filter's message for a bad query", async () => {
    const response = await exportCsv("?periodo=15", { bearer: anaToken });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: "Período inválido. Use 7, 30, 90 ou todos." } });
  });
});
