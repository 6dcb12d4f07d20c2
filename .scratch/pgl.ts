import { readFileSync, writeFileSync, rmSync } from "node:fs";
import { createPgliteDatabase } from "../src/server/db/pglite-database";
import { migrateDatabase } from "../src/server/db/migrate";
const mode = process.argv[2];
if (mode === "dump") {
  const t = createPgliteDatabase(); await migrateDatabase(t);
  for (const c of ["none", "gzip"] as const) { const d = await t.pglite.dumpDataDir(c); writeFileSync(`/tmp/pgl-${c}.tar`, Buffer.from(await d.arrayBuffer())); }
  await t.close();
} else {
  rmSync("/tmp/pgl-load", { recursive: true, force: true });
  const t0 = performance.now();
  const db = createPgliteDatabase("/tmp/pgl-load", { loadDataDir: new Blob([readFileSync(`/tmp/pgl-${mode}.tar`)]) });
  await migrateDatabase(db);
  console.log(mode, "load+migrate check", (performance.now() - t0).toFixed(0), "ms");
  await db.close();
  const t1 = performance.now();
  const again = createPgliteDatabase("/tmp/pgl-load");
  const r = await again.pglite.query("select count(*) from users");
  console.log("reopen", (performance.now() - t1).toFixed(0), "ms", r.rows);
  await again.close();
}
