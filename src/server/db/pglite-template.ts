import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findProjectPath } from "../paths";
import { migrateDatabase } from "./migrate";
import { createPgliteDatabase } from "./pglite-database";

/** Written by the build (scripts/pglite-template.ts) beside the server it belongs to. */
export const PGLITE_TEMPLATE_PATH = "dist/server/pglite-template.tar.gz";

/** An empty embedded database with every migration applied, as a PGlite data-dir dump. */
export async function migratedPgliteDump(compression: "none" | "gzip"): Promise<Blob> {
  const template = createPgliteDatabase();
  await migrateDatabase(template);
  const dump = await template.pglite.dumpDataDir(compression);
  await template.close();
  return dump;
}

export async function writePgliteTemplate(file: string): Promise<void> {
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump("gzip")).arrayBuffer()));
}

/**
 * What a data dir that holds no database yet starts from: the build's migrated template, so a
 * first start skips PGlite's initdb and the migrations, most of its time (docs/decisions/035).
 * Undefined for an existing database, or when there is no build (tsx, tests): PGlite then
 * creates the database and the migrations run as before.
 */
export function pgliteTemplateFor(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  const file = findProjectPath(PGLITE_TEMPLATE_PATH);
  return file ? new Blob([readFileSync(file)]) : undefined;
}
