import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "@/shared/schemas/text";
import { allProcedures, callRaw } from "../testing/procedures";
import { deeplyNested, jsonSchemaOf, leavesOf, sampleOf, withValueAt, type Leaf } from "../testing/input-samples";
import { httpCaller, type HttpCaller } from "../testing/roles";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * Wrong input must always be the caller's fault (400, or the procedure's normal auth error), never
 * the server's (500). Every field of every procedure is tried against its own schema (fast, and
 * NaN can be tried there: JSON cannot carry it), then every procedure once over HTTP as an admin
 * (past every gate), with NUL in all its text, 1e999 (JSON's Infinity) in all its numbers, and
 * bodies no schema expects.
 */
let testApp: TestApp;
let admin: HttpCaller;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: "warn" }, logStream: { write: (line) => logLines.push(line) } });
  admin = await httpCaller(testApp.database.db, "admin");
});

afterAll(async () => {
  await testApp?.close();
});

const procedures = allProcedures();
const withInput = procedures.flatMap(([path, procedure]) =>
  procedure._def.inputs.map((parser) => ({ path, procedure, parser, schema: jsonSchemaOf(parser) })),
);

const CONTROL_TEXTS = ["a\u0000b", "a\u001bb", "\u0000", "a\u007fb"];
const HUGE_TEXT = "a".repeat(1_000_001);

/** What must be refused at this leaf: wrong types, pathological values; and for text, control characters. */
function badValuesFor(leaf: Leaf): unknown[] {
  const wrongTypes = [{}, [], deeplyNested(2_000)];
  if (leaf.kind === "string") return [...CONTROL_TEXTS, HUGE_TEXT, 42, ...wrongTypes];
  if (leaf.kind === "number")
    return [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5e308, "1", ...wrongTypes];
  return ["true", 1, ...wrongTypes];
}

/** Free text: a string with no fixed values, format or pattern of its own, so only the control-character rule can speak. */
const isFreeText = (leaf: Leaf) =>
  leaf.kind === "string" &&
  !("const" in leaf.schema) &&
  !leaf.schema.enum &&
  !leaf.schema.format &&
  !leaf.schema.pattern;

const describeValue = (value: unknown) =>
  typeof value === "string" && value.length > 20 ? `"a"×${value.length}` : (JSON.stringify(value) ?? String(value));

describe("every input field of every procedure", () => {
  it("refuses wrong types, control characters, huge text, NaN and Infinity without throwing", async () => {
    expect(withInput.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const { path, parser, schema } of withInput) {
      const zod = parser as {
        safeParseAsync(
          value: unknown,
        ): Promise<{ success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }>;
      };
      const sample = sampleOf(schema);
      for (const leaf of leavesOf(schema)) {
        const where = `${path}.${leaf.path.join(".")}`;
        for (const value of badValuesFor(leaf)) {
          const result = await zod
            .safeParseAsync(withValueAt(sample, leaf.path, value))
            .catch((error: unknown) => error);
          if (result instanceof Error) {
            problems.push(`${where} = ${describeValue(value)} threw ${result.message}`);
            continue;
          }
          const parsed = result as Awaited<ReturnType<typeof zod.safeParseAsync>>;
          if (parsed.success) {
            problems.push(`${where} = ${describeValue(value)} was accepted`);
            continue;
          }
          const isControl = typeof value === "string" && CONTROL_TEXTS.includes(value);
          const named = parsed.error?.issues.some(
            (issue) => issue.message === INVALID_CHARACTERS_MESSAGE && issue.path.join(".") === leaf.path.join("."),
          );
          if (isControl && isFreeText(leaf) && !named)
            problems.push(`${where} = ${describeValue(value)}: no "${INVALID_CHARACTERS_MESSAGE}"`);
        }
        // Might be valid (a balance of -1 is not, a page of -1 is not either); only must not throw.
        await zod
          .safeParseAsync(withValueAt(sample, leaf.path, -1))
          .catch((error: unknown) => problems.push(`${where} = -1 threw ${String(error)}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("every procedure over HTTP", () => {
  it("answers 400 to control characters and Infinity, and never 500 to any body", async () => {
    const problems: string[] = [];
    const expect400 = async (
      path: string,
      procedure: (typeof withInput)[number]["procedure"],
      rawInput: string,
      what: string,
    ) => {
      const response = await callRaw(testApp.app, path, procedure, { rawInput, headers: admin.headers });
      if (response.statusCode !== 400)
        problems.push(`${path} ${what} → ${response.statusCode} ${response.body.slice(0, 100)}`);
    };
    const attack = async ({ path, procedure, schema }: (typeof withInput)[number]) => {
      const leaves = leavesOf(schema);
      const strings = leaves.filter(isFreeText);
      const numbers = leaves.filter((leaf) => leaf.kind === "number");
      let withNul = sampleOf(schema);
      for (const leaf of strings) withNul = withValueAt(withNul, leaf.path, "nome\u0000<script>");
      if (strings.length > 0) await expect400(path, procedure, JSON.stringify(withNul), "with NUL in its text");
      let withInfinity = sampleOf(schema);
      for (const leaf of numbers) withInfinity = withValueAt(withInfinity, leaf.path, "__INFINITY__");
      if (numbers.length > 0)
        await expect400(
          path,
          procedure,
          JSON.stringify(withInfinity).replaceAll('"__INFINITY__"', "1e999"),
          "with 1e999",
        );

      for (const rawInput of ["[]", '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000), "{"]) {
        const response = await callRaw(testApp.app, path, procedure, { rawInput, headers: admin.headers });
        if (response.statusCode >= 500) problems.push(`${path} ${rawInput.slice(0, 12)} → ${response.statusCode}`);
      }
    };
    // Procedures are independent: attacked side by side, a few at a time, to keep the suite fast.
    for (let start = 0; start < withInput.length; start += 8)
      await Promise.all(withInput.slice(start, start + 8).map(attack));
    expect(problems).toEqual([]);
    expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
