import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as drizzle from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

// Drizzle built every row with `for (const [i, chunk] of path.entries())`: an iterator and an
// entry array per column, the largest single source of the feed's garbage under load (32.7 of
// 208 KB per request), and promoted garbage is what grew the server's RSS past its target. patches/drizzle-orm+0.45.4.patch indexes the path
// instead (docs/upstream/drizzle-row-mapping.md, docs/decisions/026).
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("drizzle-orm"));

// Exported at run time but marked internal, so its types are not published.
type MapResultRow = (
  columns: { path: string[]; field: unknown }[],
  row: unknown[],
  joinsNotNullableMap?: Record<string, boolean>,
) => Record<string, unknown>;
const { mapResultRow } = drizzle as unknown as { mapResultRow: MapResultRow };

describe("Drizzle's row mapping (patched)", () => {
  it("walks each column's path by index in the installed package, ESM and CommonJS", () => {
    for (const file of ["utils.js", "utils.cjs"]) {
      const source = readFileSync(path.join(packageDir, file), "utf8");
      expect(source, file).toContain("for (let pathChunkIndex = 0; pathChunkIndex < path.length; pathChunkIndex++)");
      expect(source, file).not.toContain("of path.entries()");
    }
  });

  it("still nests joined columns, decodes values and nulls a left join's missing side", () => {
    const owners = pgTable("owners", { id: integer("id").notNull(), name: text("name").notNull() });
    const pets = pgTable("pets", { id: integer("id").notNull(), name: text("name").notNull() });
    const columns = [
      { path: ["owner", "id"], field: owners.id },
      { path: ["owner", "name"], field: owners.name },
      { path: ["pet", "id"], field: pets.id },
      { path: ["pet", "name"], field: pets.name },
      { path: ["label"], field: owners.name },
    ];
    const nullable = { owners: true, pets: true };
    expect(mapResultRow(columns, [1, "Ana", 7, "Rex", "Ana"], nullable)).toEqual({
      owner: { id: 1, name: "Ana" },
      pet: { id: 7, name: "Rex" },
      label: "Ana",
    });
    expect(mapResultRow(columns, [1, "Ana", null, null, "Ana"], { owners: true, pets: false })).toEqual({
      owner: { id: 1, name: "Ana" },
      pet: null,
      label: "Ana",
    });
  });
});
