import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import {
  AccumulationInputSchema,
  AccumulationUpdateInputSchema,
  ProgramUpdateInputSchema,
  TransactionInputSchema,
  TransactionUpdateInputSchema,
} from "@/shared/schemas/wallet";
import { ReportMovementsInputSchema } from "@/shared/schemas/reports";
import { notifications } from "../db/schema";
import { AppError } from "../errors";
import { walletScopeOf, type WalletScope } from "../services/access/wallet-scope";
import { collectUserData } from "../services/account/data-export";
import { collectReadableSheets } from "../services/account/readable-export";
import { expiringSoon } from "../services/alerts/expiring-soon";
import { listNotifications, markNotificationRead } from "../services/alerts/notifications";
import { getAlertPreferences } from "../services/alerts/preferences";
import { reportCharts } from "../services/reports/report-charts";
import { reportCsvChunks } from "../services/reports/report-export";
import { reportMovements, reportPrograms, reportSummary } from "../services/reports/reports";
import {
  createAccumulation,
  deleteAccumulation,
  listAccumulations,
  updateAccumulation,
} from "../services/wallet/accumulations";
import { dashboardSummary } from "../services/wallet/dashboard";
import { listLots } from "../services/wallet/lots";
import { milesCostByAirline } from "../services/wallet/miles-cost";
import { deleteProgram, listPrograms, updateProgram } from "../services/wallet/programs";
import {
  createTransaction,
  deleteTransaction,
  listTransactions,
  updateTransaction,
} from "../services/wallet/transactions";
import { confirmPendingBonus, expireLot } from "../services/wallet/wallet-actions";
import { selectRows } from "../testing/raw-rows";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createActor, type TestActor } from "../testing/wallet-actors";

/**
 * The services themselves, below the procedures idor.sec.test.ts attacks: handed Bruno's wallet
 * scope, no read returns anything of Ana's wallet and no write reaches it, whatever ids he names.
 * The scope is the services' only notion of whose rows a call may touch (services/access/wallet-scope.ts).
 */
let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;
const today = todayInSaoPaulo();
const anas: Record<"program" | "accumulation" | "transaction" | "lot" | "notification", string> = {
  program: "",
  accumulation: "",
  transaction: "",
  lot: "",
  notification: "",
};
const ANA_MARKS = ["Livelo da Ana", "Compra da Ana", "Alerta da Ana"];

const WALLET_TABLES = ["loyalty_programs", "cost_calculations", "points_transactions", "mile_lots", "notifications"];
const alertPrefs = "alert_preferences";

async function walletRowsOf(userId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of [...WALLET_TABLES, alertPrefs]) {
    snapshot[table] = await selectRows(database.db, `select * from ${table} where user_id = '${userId}' order by 1`);
  }
  return snapshot;
}

beforeAll(async () => {
  database = await createTestDatabase();
  [ana, bruno] = await Promise.all([createActor(database.db), createActor(database.db)]);
  const program = await ana.caller.wallet.programs.create({ name: "Livelo da Ana", balance: 1_000, pendingBonus: 300 });
  anas.program = program.id;
  anas.accumulation = (
    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 4_000,
      amountPaidCents: 8_000,
      calculationDate: addDays(today, -3),
      expiresOn: addDays(today, 20),
    })
  ).id;
  anas.transaction = (
    await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 500,
      description: "Compra da Ana",
      transactionDate: addDays(today, -1),
    })
  ).id;
  const [lot] = await listLots(database.db, walletScopeOf(ana));
  anas.lot = lot?.id ?? "";
  await ana.caller.notifications.savePreferences({ thresholds: [7], emailEnabled: false, weeklySummary: false });
  const [notification] = await database.db
    .insert(notifications)
    .values({ userId: ana.id, kind: "lot_expiry", dedupeKey: `scope-${ana.id}`, title: "Alerta da Ana", body: "." })
    .returning({ id: notifications.id });
  anas.notification = notification?.id ?? "";
  await bruno.caller.wallet.programs.create({ name: "Smiles do Bruno", balance: 2_000 });
});

afterAll(async () => {
  await database?.destroy();
});

/** Everything a wallet scope can read, in one JSON text to search. */
async function everythingReadBy(scope: WalletScope, userId: string): Promise<string> {
  const db = database.db;
  const filters = ReportMovementsInputSchema.parse({ periodo: "todos" });
  const csv: string[] = [];
  for await (const chunk of reportCsvChunks(db, scope, filters, today)) csv.push(chunk);
  const exported = await collectUserData(db, userId, scope);
  return JSON.stringify({
    programs: await listPrograms(db, scope, today),
    accumulations: await listAccumulations(db, scope),
    transactions: await listTransactions(db, scope),
    lots: await listLots(db, scope),
    dashboard: await dashboardSummary(db, scope, today),
    milesCost: await milesCostByAirline(db, scope),
    reportPrograms: await reportPrograms(db, scope),
    summary: await reportSummary(db, scope, filters, today),
    movements: await reportMovements(db, scope, filters, today),
    charts: await reportCharts(db, scope, filters, today),
    csv,
    bell: await listNotifications(db, scope),
    preferences: await getAlertPreferences(db, scope),
    expiring: await expiringSoon(db, today, scope),
    exported: exported.filter((dataset) => !["perfil", "sessoes"].includes(dataset.name)),
    sheets: await collectReadableSheets(db, scope),
  });
}

describe("a member's wallet scope", () => {
  it("reads their own wallet (the search below would find Ana's rows)", async () => {
    const seen = await everythingReadBy(walletScopeOf(ana), ana.id);
    for (const mark of [...ANA_MARKS, ...Object.values(anas)]) expect(seen).toContain(mark);
  });

  it("reads nothing of another member's wallet", async () => {
    const seen = await everythingReadBy(walletScopeOf(bruno), bruno.id);
    expect(seen).toContain("Smiles do Bruno");
    const leaked = [ana.id, ...ANA_MARKS, ...Object.values(anas)].filter((mark) => seen.includes(mark));
    expect(leaked).toEqual([]);
  });

  it("writes nothing to another member's wallet: each of Ana's ids is not found", async () => {
    const db = database.db;
    const scope = walletScopeOf(bruno);
    const before = await walletRowsOf(ana.id);
    const program = anas.program;
    const attempts: [string, () => Promise<unknown>][] = [
      [
        "updateProgram",
        () => updateProgram(db, scope, ProgramUpdateInputSchema.parse({ id: program, name: "X", balance: 0 })),
      ],
      ["deleteProgram", () => deleteProgram(db, scope, { id: program })],
      ["confirmPendingBonus", () => confirmPendingBonus(db, scope, { id: program })],
      ["expireLot", () => expireLot(db, scope, { id: anas.lot }, addDays(today, 30))],
      [
        "createAccumulation",
        () =>
          createAccumulation(
            db,
            scope,
            AccumulationInputSchema.parse({ programId: program, milesAcquired: 1, calculationDate: today }),
          ),
      ],
      [
        "updateAccumulation",
        () =>
          updateAccumulation(
            db,
            scope,
            AccumulationUpdateInputSchema.parse({
              id: anas.accumulation,
              programId: program,
              milesAcquired: 1,
              calculationDate: today,
            }),
          ),
      ],
      ["deleteAccumulation", () => deleteAccumulation(db, scope, { id: anas.accumulation })],
      [
        "createTransaction",
        () =>
          createTransaction(
            db,
            scope,
            TransactionInputSchema.parse({ programId: program, type: "bonus", amount: 1, transactionDate: today }),
          ),
      ],
      [
        "updateTransaction",
        () =>
          updateTransaction(
            db,
            scope,
            TransactionUpdateInputSchema.parse({
              id: anas.transaction,
              programId: program,
              type: "bonus",
              amount: 1,
              transactionDate: today,
            }),
          ),
      ],
      ["deleteTransaction", () => deleteTransaction(db, scope, { id: anas.transaction })],
      ["markNotificationRead", () => markNotificationRead(db, scope, anas.notification)],
    ];
    const answers: Record<string, string> = {};
    for (const [name, attempt] of attempts) {
      answers[name] = await attempt().then(
        () => "succeeded",
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    }
    expect(answers).toEqual({
      updateProgram: "PROGRAM_NOT_FOUND",
      deleteProgram: "PROGRAM_NOT_FOUND",
      confirmPendingBonus: "PROGRAM_NOT_FOUND",
      expireLot: "LOT_NOT_FOUND",
      createAccumulation: "PROGRAM_NOT_FOUND",
      updateAccumulation: "ACCUMULATION_NOT_FOUND",
      deleteAccumulation: "ACCUMULATION_NOT_FOUND",
      createTransaction: "PROGRAM_NOT_FOUND",
      updateTransaction: "TRANSACTION_NOT_FOUND",
      deleteTransaction: "TRANSACTION_NOT_FOUND",
      markNotificationRead: "NOTIFICATION_NOT_FOUND",
    });
    expect(await walletRowsOf(ana.id)).toEqual(before);
  });
});
