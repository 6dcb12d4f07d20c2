import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase as DrizzlePglite } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseServerUrl } from "../env";
import { findProjectPath } from "../paths";
import { selectRows } from "../testing/raw-rows";
import { createThrowawayDatabase } from "../testing/throwaway-database";
import type { Database, Schema } from "./client";
import { createPgliteDatabase } from "./pglite-database";
import { createPostgresDatabase } from "./postgres-database";

/**
 * The catalogue's migration on a wallet that existed before it: programs typed freely ("GOL
 * Smiles", "TudoAzul", "Livelo (pessoal)") are linked to their entry by name; others stay 'Outro'.
 */
const MIGRATION_SUFFIX = "_program_catalogue";

interface Journal {
  entries: { tag: string }[];
}

function migrationsFolder(): string {
  const journal = findProjectPath("drizzle/meta/_journal.json");
  if (!journal) throw new Error("drizzle/meta/_journal.json not found");
  return path.dirname(path.dirname(journal));
}

/** A copy of drizzle/ whose journal stops just before the catalogue's migration. */
function folderBeforeCatalogue(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "milheiro-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION_SUFFIX));
  if (at < 0) throw new Error("the catalogue's migration is not in the journal");
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.engine === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(database.db as PostgresJsDatabase<Schema>, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as DrizzlePglite<Schema>, { migrationsFolder: folder });
  }
}

async function freshDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const database = createPgliteDatabase();
    return { database, cleanup: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase(serverUrl, "milheiro_catalogue_migration");
  const database = createPostgresDatabase(throwaway.url, { max: 2 });
  return {
    database,
    async cleanup() {
      await database.close();
      await throwaway.drop();
    },
  };
}

const NAMES = {
  Smiles: "Smiles",
  "GOL Smiles": "Smiles",
  latam: "LATAM Pass",
  "Multiplus antigo": "LATAM Pass",
  TudoAzul: "Azul Fidelidade",
  "Azul Fidelidade": "Azul Fidelidade",
  "Livelo (pessoal)": "Livelo",
  ESFERA: "Esfera",
  "TAP Miles&Go": "TAP Miles&Go",
  Átomos: null,
  Smilesclub: null,
  "Golden Club": null,
} as const;

describe("the catalogue's migration on an existing wallet", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let before: ReturnType<typeof folderBeforeCatalogue>;

  beforeAll(async () => {
    fresh = await freshDatabase();
    before = folderBeforeCatalogue();
  });

  afterAll(async () => {
    before?.remove();
    await fresh?.cleanup();
  });

  it("links every program whose name matches an entry, keeps the rest 'Outro' and every balance", async () => {
    const { db } = fresh.database;
    await migrateWith(fresh.database, before.folder);
    await db.execute(sql`insert into users (id, email, password_hash)
      values ('00000000-0000-4000-8000-0000000000a1', 'antes@exemplo.com', 'x')`);
    for (const [index, name] of Object.keys(NAMES).entries()) {
      await db.execute(sql`insert into loyalty_programs (user_id, name, balance, opening_balance)
        values ('00000000-0000-4000-8000-0000000000a1', ${name}, ${1_000 + index}, ${1_000 + index})`);
    }

    await migrateWith(fresh.database, migrationsFolder());

    const rows = await selectRows(
      db,
      `select p.name, c.name as entry, p.balance from loyalty_programs p
       left join program_catalogue c on c.id = p.catalogue_id order by p.balance`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.entry]))).toEqual(NAMES);
    expect(rows.map((row) => Number(row.balance))).toEqual(Object.keys(NAMES).map((_, index) => 1_000 + index));
  });
});
