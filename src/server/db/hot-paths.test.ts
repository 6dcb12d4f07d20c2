import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/035: the speed idioms stay on the hot paths its table lists, each marked where it
 * is used; everywhere else the server writes plain Drizzle. This reads the table and the server's
 * source, so a new use off the table, or a table row left behind, fails here.
 */
const serverDir = path.resolve(import.meta.dirname, "..");
const decision = readFileSync(path.resolve(serverDir, "../../docs/decisions/035-plain-drizzle-by-default.md"), "utf8");

const IDIOMS = [
  /\bperDatabase\(/,
  /\bpreparedPerShape\(/,
  /\bliteralLimit\(/,
  /\bgroupCommit\(/,
  /\.prepare\(/,
  /\binsertRows\(/,
];
// Where the idioms are defined, not used.
const HELPERS = [
  "db/per-database.ts",
  "db/per-shape.ts",
  "db/literal-limit.ts",
  "db/group-commit.ts",
  "db/insert-rows.ts",
];

interface HotPathRow {
  files: string[];
  /** What a use may point to: decision 035 itself, or a record the row names. */
  records: string[];
}

function hotPathRows(markdown: string): HotPathRow[] {
  const section = markdown.split("### Hot paths")[1]?.split("\n### ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Path") && !line.startsWith("| ---"))
    .map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      const files = [...(cells[3] ?? "").matchAll(/`([\w./-]+\.tsx?)`/g)].map((match) => match[1] ?? "");
      const linked = [...(cells[5] ?? "").matchAll(/\]\(([\w./-]+)\.md\)/g)].map((match) => match[1] ?? "");
      const records = ["035", ...linked.map((link) => (link.startsWith("016/") ? link : link.slice(0, 3)))];
      return { files, records };
    });
}

/** The code alone: a comment may name an idiom without using it. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rows = hotPathRows(decision);
const usesAnIdiom = new Set(
  sourceFiles(serverDir)
    .map((file) => path.relative(serverDir, file).split(path.sep).join("/"))
    .filter((file) => !HELPERS.includes(file))
    .filter((file) => IDIOMS.some((idiom) => idiom.test(code(readFileSync(path.join(serverDir, file), "utf8"))))),
);

describe("the speed idioms (docs/decisions/035)", () => {
  it("are read from the decision's table of hot paths", () => {
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.flatMap((row) => row.files)).toContain("services/wallet/dashboard.ts");
  });

  it("are used only in the files of a hot path", () => {
    const listed = new Set(rows.flatMap((row) => row.files));
    expect([...usesAnIdiom].filter((file) => !listed.has(file))).toEqual([]);
  });

  it("are still used by every file the table lists, so no row outlives its idiom", () => {
    const idle = rows.flatMap((row) => row.files).filter((file) => !usesAnIdiom.has(file));
    expect(idle).toEqual([]);
  });

  it("are marked where used, with a pointer to this decision or a record its row names", () => {
    const unmarked = rows.flatMap(({ files, records }) =>
      files.filter((file) => {
        const source = readFileSync(path.join(serverDir, file), "utf8");
        return !records.some((record) => source.includes(`docs/decisions/${record}`));
      }),
    );
    expect(unmarked).toEqual([]);
  });
});
