import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProjectPath } from "../paths";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createPostgresDatabase, type Database, type Db } from "./client";
import { migrateDatabase } from "./migrate";

function journalEntryCount(): number {
  const journalPath = findProjectPath("drizzle/meta/_journal.json");
  if (!journalPath) throw new Error("drizzle/meta/_journal.json not found");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

const countStar = { n: sql<number>`count(*)::int` };

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await db.select(countStar).from(sql`drizzle.__drizzle_migrations`);
  return row?.n ?? -1;
}

async function tableCount(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select(countStar)
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public' and table_name = ${name}`);
  return row?.n ?? -1;
}

describe("migrateDatabase", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("applies every migration in drizzle/ once, and a second run changes nothing", async () => {
    expect(await appliedMigrations(database.db)).toBe(journalEntryCount());
    await migrateDatabase(database);
    expect(await appliedMigrations(database.db)).toBe(journalEntryCount());
    expect(await tableCount(database.db, "users")).toBe(1);
  });
});

// PGlite is one in-process connection, so concurrent instances only exist on PostgreSQL.
describe.runIf(!!process.env.DATABASE_URL)("migrateDatabase on PostgreSQL with several instances", () => {
  const adminUrl = process.env.DATABASE_URL ?? "";
  const name = `milheiro_migrate_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const instances: Database[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    instances.push(createPostgresDatabase(url.toString(), { max: 3 }), createPostgresDatabase(url.toString(), { max: 3 }));
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("lets two instances migrate a fresh database at the same time", async () => {
    const results = await Promise.allSettled(instances.map((instance) => migrateDatabase(instance)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);

    const [first] = instances;
    if (!first) throw new Error("no instance");
    expect(await appliedMigrations(first.db)).toBe(journalEntryCount());
    expect(await tableCount(first.db, "users")).toBe(1);
    expect(await tableCount(first.db, "sessions")).toBe(1);
  });
});
