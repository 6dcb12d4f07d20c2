import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, gt, sql } from "drizzle-orm";
import type { PgliteDatabase as DrizzlePglite } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { afterEach, describe, expect, it } from "vitest";
import { planDemoWallet } from "@/shared/domain/demo/demo-wallet";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { seededRandom } from "@/shared/domain/random";
import { costPerThousandCents, divideRoundHalfUp } from "@/shared/domain/wallet/cost";
import { heldCostPerThousandCents } from "@/shared/domain/wallet/lot-consumption";
import { testDatabaseServerUrl } from "../env";
import { findProjectPath } from "../paths";
import { expectLedgerConsistent } from "../testing/wallet-actors";
import { createThrowawayDatabase } from "../testing/throwaway-database";
import type { Database, Db, Schema } from "./client";
import { migrateDatabase } from "./migrate";
import { createPgliteDatabase } from "./pglite-database";
import { createPostgresDatabase } from "./postgres-database";
import {
  costCalculations,
  ledgerRebuilds,
  loyaltyPrograms,
  mileLots,
  pointsTransactions,
  users,
  walletEntries,
} from "./schema";

/**
 * drizzle/0009_move_movements_into_ledger.sql and the replay the migration runner runs after it
 * (docs/decisions/029): a database at 0008 holding movements the old way (accumulations, transactions,
 * opening balances, derived lots) is migrated, and every balance must come out identical, every
 * paid accumulation a lot at its price, every usage priced by the lots it took.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh database migrated only up to 0008, the schema the old code wrote. */
async function databaseAt0008(): Promise<Database> {
  const journalPath = findProjectPath("drizzle/meta/_journal.json");
  if (!journalPath) throw new Error("drizzle/ not found");
  const folder = mkdtempSync(path.join(tmpdir(), "milheiro-0008-"));
  cpSync(path.dirname(path.dirname(journalPath)), folder, { recursive: true });
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 8);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));

  const serverUrl = testDatabaseServerUrl();
  let database: Database;
  if (serverUrl) {
    const throwaway = await createThrowawayDatabase(serverUrl, "milheiro_ledger_migration");
    database = createPostgresDatabase(throwaway.url, { max: 3 });
    cleanups.push(async () => {
      await database.close();
      await throwaway.drop();
    });
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(database.db as PostgresJsDatabase<Schema>, { migrationsFolder: folder });
  } else {
    database = createPgliteDatabase();
    cleanups.push(() => database.close());
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as DrizzlePglite<Schema>, { migrationsFolder: folder });
  }
  rmSync(folder, { recursive: true, force: true });
  return database;
}

interface OldMovement {
  kind: "accumulation" | "usage" | "transfer" | "bonus";
  date: string;
  miles: number;
  amountPaidCents: number;
  expiresOn: string | null;
}

/** Writes one program the way the old code did: rows in the two tables, the balance and totals on the program. */
async function oldProgram(db: Db, userId: string, name: string, opening: number, movements: OldMovement[]) {
  const accumulations = movements.filter((row) => row.kind === "accumulation");
  const paid = accumulations.filter((row) => row.amountPaidCents > 0);
  const costs = paid.map((row) => costPerThousandCents(row.amountPaidCents, row.miles));
  const balance = opening + movements.reduce((sum, row) => sum + (row.kind === "usage" ? -row.miles : row.miles), 0);
  // In SQL, not through the schema: the table as it was then, without the columns later migrations add.
  const program = { id: randomUUID() };
  const paidSum = costs.reduce((sum, cost) => sum + cost, 0);
  await db.execute(sql`insert into loyalty_programs
    (id, user_id, name, balance, opening_balance, paid_accumulation_count, paid_cost_per_thousand_sum_cents)
    values (${program.id}, ${userId}, ${name}, ${balance}, ${opening}, ${paid.length}, ${paidSum})`);
  const accumulationRows = accumulations.map((row) => ({
    id: randomUUID(),
    userId,
    programId: program.id,
    milesAcquired: row.miles,
    amountPaidCents: row.amountPaidCents,
    costPerThousandCents: costPerThousandCents(row.amountPaidCents, row.miles),
    calculationDate: row.date,
    expiresOn: row.expiresOn,
  }));
  const transactionRows = movements
    .filter((row) => row.kind !== "accumulation")
    .map((row) => ({
      userId,
      programId: program.id,
      type: row.kind as "usage" | "transfer" | "bonus",
      amount: row.miles,
      transactionDate: row.date,
      // The old rule: the simple mean of rates × miles, whatever lots the miles came from.
      costCents: row.kind === "usage" ? 1 : null,
      expiresOn: row.kind === "usage" ? null : row.expiresOn,
    }));
  for (let start = 0; start < accumulationRows.length; start += 2_000) {
    await db.insert(costCalculations).values(accumulationRows.slice(start, start + 2_000));
  }
  for (let start = 0; start < transactionRows.length; start += 2_000) {
    await db.insert(pointsTransactions).values(transactionRows.slice(start, start + 2_000));
  }
  // An old derived lot, which the migration replaces with the ledger's.
  const dated = accumulationRows.find((row) => row.expiresOn !== null);
  if (dated?.expiresOn) {
    await db.insert(mileLots).values({
      id: dated.id,
      userId,
      programId: program.id,
      source: "accumulation",
      acquiredOn: dated.calculationDate,
      expiresOn: dated.expiresOn,
      miles: dated.milesAcquired,
      remaining: dated.milesAcquired,
    });
  }
  // The replaced rule (docs/decisions/029): the simple mean of the paid accumulations' rates.
  const oldAverage = paid.length === 0 ? null : divideRoundHalfUp(paidSum, paid.length);
  return { id: program.id, balance, oldAverage };
}

async function newUser(db: Db) {
  const [user] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@exemplo.com`, passwordHash: "x" })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

async function programRow(db: Db, id: string) {
  const [row] = await db
    .select({ balance: loyaltyPrograms.balance, held: loyaltyPrograms.heldCostCents })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, id));
  if (!row) throw new Error("program gone");
  return row;
}

describe("moving the old movements into the ledger", () => {
  it("keeps every balance of the demo wallet, with paid lots at their price", async () => {
    const database = await databaseAt0008();
    const { db } = database;
    const userId = await newUser(db);
    const plan = planDemoWallet(todayInSaoPaulo(), seededRandom(2024));
    const programs = new Map<string, Awaited<ReturnType<typeof oldProgram>>>();
    for (const program of plan.programs) {
      const movements: OldMovement[] = plan.movements
        .filter((movement) => movement.program === program.key)
        .map((movement) =>
          movement.kind === "accumulation"
            ? { ...movement }
            : {
                kind: movement.type,
                date: movement.date,
                miles: movement.amount,
                amountPaidCents: 0,
                expiresOn: movement.expiresOn,
              },
        );
      programs.set(program.key, await oldProgram(db, userId, program.name, 1_000, movements));
    }

    await migrateDatabase(database);

    expect(await db.select().from(ledgerRebuilds)).toEqual([]);
    for (const program of programs.values()) {
      expect((await programRow(db, program.id)).balance).toBe(program.balance);
      await expectLedgerConsistent(db, program.id);
    }
    // Every paid accumulation is a lot of its own at what was paid.
    const paidLots = await db
      .select({ paid: walletEntries.amountPaidCents, cost: mileLots.costCents })
      .from(walletEntries)
      .innerJoin(mileLots, eq(mileLots.id, walletEntries.id))
      .where(and(eq(walletEntries.source, "accumulation"), gt(walletEntries.amountPaidCents, 0)));
    expect(paidLots.length).toBeGreaterThan(0);
    for (const lot of paidLots) expect(lot.cost).toBe(lot.paid);
    // No usage keeps the old placeholder cost: each is what its lots cost.
    const [placeholders] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(walletEntries)
      .where(and(eq(walletEntries.type, "usage"), eq(walletEntries.costCents, 1)));
    expect(placeholders?.n).toBe(0);

    // docs/decisions/029's worked example: Livelo's simple mean of rates against money over miles.
    const livelo = programs.get("livelo");
    if (!livelo) throw new Error("no Livelo");
    const after = await programRow(db, livelo.id);
    const weighted = heldCostPerThousandCents(after.held, after.balance);
    expect(livelo.oldAverage).not.toBeNull();
    expect(weighted).not.toBe(livelo.oldAverage);
  }, 120_000);

  it("keeps the balance of a generated wallet of 10.000 movements", async () => {
    const database = await databaseAt0008();
    const { db } = database;
    const userId = await newUser(db);
    const random = seededRandom(29);
    const movements: OldMovement[] = [];
    let balance = 5_000;
    for (let i = 0; i < 10_000; i++) {
      const date = `2025-${String(1 + Math.floor(i / 900)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
      const roll = random();
      if (roll < 0.45 || balance < 2_000) {
        const miles = 500 + Math.floor(random() * 5_000);
        const dated = random() < 0.5;
        movements.push({
          kind: "accumulation",
          date,
          miles,
          amountPaidCents: random() < 0.7 ? Math.floor(miles * 2.5) : 0,
          expiresOn: dated ? "2027-12-31" : null,
        });
        balance += miles;
      } else if (roll < 0.8) {
        const miles = 1 + Math.floor(random() * Math.min(balance, 3_000));
        movements.push({ kind: "usage", date, miles, amountPaidCents: 0, expiresOn: null });
        balance -= miles;
      } else {
        const miles = 100 + Math.floor(random() * 1_000);
        movements.push({ kind: "bonus", date, miles, amountPaidCents: 0, expiresOn: null });
        balance += miles;
      }
    }
    const program = await oldProgram(db, userId, "Gerado", 5_000, movements);

    await migrateDatabase(database);

    expect((await programRow(db, program.id)).balance).toBe(program.balance);
    await expectLedgerConsistent(db, program.id);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(walletEntries)
      .where(eq(walletEntries.programId, program.id));
    // Every movement, plus the opening balance as one correction.
    expect(count?.n).toBe(10_001);
  }, 300_000);
});
