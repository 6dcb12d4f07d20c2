import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProjectPath } from "../paths";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createThrowawayDatabase } from "../testing/throwaway-database";
import type { Database, Db } from "./client";
import { createPgliteDatabase } from "./pglite-database";
import { createPostgresDatabase } from "./postgres-database";
import { migrateDatabase } from "./migrate";
import { migratedPgliteDump, pgliteTemplateFor } from "./pglite-template";
import { testDatabaseServerUrl } from "../env";

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

/** Two handles on one fresh, unmigrated database, as two app instances starting together would have. */
async function twoInstancesOfFreshDatabase(): Promise<{ instances: Database[]; cleanup: () => Promise<void> }> {
  const adminUrl = testDatabaseServerUrl();
  if (!adminUrl) {
    // PGlite is one in-process connection: both "instances" share it, as two boot paths would.
    const database = createPgliteDatabase();
    return { instances: [database, database], cleanup: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase(adminUrl, "milheiro_migrate");
  const instances = [
    createPostgresDatabase(throwaway.url, { max: 3 }),
    createPostgresDatabase(throwaway.url, { max: 3 }),
  ];
  return {
    instances,
    async cleanup() {
      await Promise.all(instances.map((instance) => instance.close()));
      await throwaway.drop();
    },
  };
}

describe("migrateDatabase with several instances", () => {
  let instances: Database[] = [];
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ instances, cleanup } = await twoInstancesOfFreshDatabase());
  });

  afterAll(async () => {
    await cleanup();
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

describe("a first embedded start from the build's template (docs/decisions/035)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-pglite-first-"));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts an empty data dir already migrated, keeps it on disk, and leaves an existing one alone", async () => {
    const first = createPgliteDatabase(dataDir, { loadDataDir: await migratedPgliteDump("gzip") });
    expect(await appliedMigrations(first.db)).toBe(journalEntryCount());
    await migrateDatabase(first);
    expect(await appliedMigrations(first.db)).toBe(journalEntryCount());
    await first.db.execute(sql`insert into users (email, password_hash) values ('primeiro@example.com', 'x')`);
    await first.close();

    expect(pgliteTemplateFor(dataDir)).toBeUndefined();
    const later = createPgliteDatabase(dataDir);
    const [row] = await later.db.select(countStar).from(sql`users`);
    expect(row?.n).toBe(1);
    await later.close();
  }, 120_000);
});
