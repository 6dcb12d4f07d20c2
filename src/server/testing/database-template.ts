import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump } from "../db/pglite-template";
import { createPostgresDatabase } from "../db/postgres-database";
import { migrateDatabase } from "../db/migrate";
import { findProjectPath } from "../paths";
import { createThrowawayDatabase, uniqueRunName } from "./throwaway-database";
import { testDatabaseServerUrl } from "../env";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each test file's database comes from (createTestDatabase): migrated once per run. */
    databaseTemplate:
      { engine: "postgres"; serverUrl: string; database: string } | { engine: "pglite"; dumpFile: string };
  }
}

/**
 * Vitest global setup: the migrations run once per test run, into a template, and every test
 * file's fresh database is a copy of it (CREATE DATABASE … TEMPLATE, or a PGlite data-dir dump).
 * Migrating each file's database itself cost seconds per file on a 2-core runner.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testDatabaseServerUrl();
  if (serverUrl) {
    const throwaway = await createThrowawayDatabase(serverUrl, "milheiro_template");
    // Two connections: the migration lock holds one while the migrator uses the other.
    const template = createPostgresDatabase(throwaway.url, { max: 2 });
    await migrateDatabase(template);
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await template.close();
    project.provide("databaseTemplate", { engine: "postgres", serverUrl, database: throwaway.name });
    return () => throwaway.drop();
  }

  const dump = await migratedPgliteDump("none");
  const folder = path.join(path.dirname(findProjectPath("package.json") ?? "."), ".tmp", "test-templates");
  mkdirSync(folder, { recursive: true });
  const dumpFile = path.join(folder, `${uniqueRunName("pglite")}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", { engine: "pglite", dumpFile });
  return async () => rmSync(dumpFile, { force: true });
}
