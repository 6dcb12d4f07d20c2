import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createPgliteDatabase, createPostgresDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { findProjectPath } from "../paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each test file's database comes from (createTestDatabase): migrated once per run. */
    databaseTemplate: { engine: "postgres"; adminUrl: string; database: string } | { engine: "pglite"; dumpFile: string };
  }
}

/**
 * Vitest global setup: the migrations run once per test run, into a template, and every test
 * file's fresh database is a copy of it (CREATE DATABASE … TEMPLATE, or a PGlite data-dir dump).
 * Migrating each file's database itself cost seconds per file on a 2-core runner.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const tag = `${Date.now()}_${randomBytes(4).toString("hex")}`;
  if (adminUrl) {
    const name = `milheiro_template_${tag}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two connections: the migration lock holds one while the migrator uses the other.
    const template = createPostgresDatabase(url.toString(), { max: 2 });
    await migrateDatabase(template);
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await template.close();
    project.provide("databaseTemplate", { engine: "postgres", adminUrl, database: name });
    return async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const template = createPgliteDatabase();
  await migrateDatabase(template);
  const dump = await template.pglite.dumpDataDir("none");
  await template.close();
  const folder = path.join(path.dirname(findProjectPath("package.json") ?? "."), ".tmp", "test-templates");
  mkdirSync(folder, { recursive: true });
  const dumpFile = path.join(folder, `pglite_${tag}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", { engine: "pglite", dumpFile });
  return async () => rmSync(dumpFile, { force: true });
}
