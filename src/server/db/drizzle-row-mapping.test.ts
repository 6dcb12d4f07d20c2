import * as drizzle from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { dependencyPatch } from "../testing/dependency-patch";

// Drizzle built every row with `for (const [i, chunk] of path.entries())`: an iterator and an
// entry array per column, the largest single source of the feed's garbage under load (32.7 of
// 208 KB per request), and promoted garbage is what grew the server's RSS past its target. The
// patch indexes the path instead (docs/upstream/drizzle-row-mapping.md, docs/decisions/026).
const patch = dependencyPatch("drizzle-orm");

// Exported at run time but marked internal, so its types are not published.
type MapResultRow = (
  columns: { path: string[]; field: unknown }[],
  row: unknown[],
  joinsNotNullableMap?: Record<string, boolean>,
) => Record<string, unknown>;
const { mapResultRow } = drizzle as unknown as { mapResultRow: MapResultRow };

describe(`${patch.file}: Drizzle's row mapping walks each column's path by index`, () => {
  it("is made for the installed version", () => {
    expect(patch.patchedVersion, "carry the patch over to the new version (npx patch-package drizzle-orm)").toBe(
      patch.installedVersion,
    );
  });

  it("is applied to the installed package, ESM and CommonJS", () => {
    expect(patch.files.map((file) => file.path).sort()).toEqual([
      "node_modules/drizzle-orm/utils.cjs",
      "node_modules/drizzle-orm/utils.js",
    ]);
    for (const file of patch.files) expect(file.applied, `${file.path} is not patched`).toBe(true);
  });

  it("is still needed: upstream still iterates path.entries() per column", () => {
    expect(
      patch.upstreamFilesContaining("of path.entries()").sort(),
      "Drizzle no longer iterates entries: delete the patch and this test",
    ).toEqual(["utils.cjs", "utils.js"]);
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
