import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { ReportFiltersInput } from "@/shared/schemas/reports";
import { walletEntries } from "../../db/schema";
import { insertBulkMovements } from "../../testing/report-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";

let database: TestDatabase;
let carla: TestActor;
let smilesId: string;
const today = todayInSaoPaulo();
const TYPES = ["accumulation", "usage", "bonus"] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  carla = await createActor(database.db);
  const smiles = await carla.caller.wallet.programs.create({ name: "Smiles", balance: 0 });
  smilesId = smiles.id;
  // 70 rows on three dates; each batch shares one created_at, so ids alone order the ties.
  const rows = Array.from({ length: 70 }, (_, index) => ({
    type: TYPES[index % TYPES.length] ?? "bonus",
    amount: index + 1,
    transactionDate: addDays(today, -(index % 3) * 20),
    description: `#${index + 1}`,
  }));
  await insertBulkMovements(database.db, { userId: carla.id, programId: smiles.id }, rows.slice(0, 40));
  await insertBulkMovements(database.db, { userId: carla.id, programId: smiles.id }, rows.slice(40));
  // Someone else's rows on the same dates must never fill Carla's pages.
  const other = await createActor(database.db);
  const theirs = await other.caller.wallet.programs.create({ name: "Outro", balance: 0 });
  await insertBulkMovements(
    database.db,
    { userId: other.id, programId: theirs.id },
    rows.map((row) => ({ ...row, description: "alheio" })),
  );
});

afterAll(async () => {
  await database?.destroy();
});

async function walkAllPages(filters: ReportFiltersInput) {
  const pages: string[][] = [];
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof carla.caller.reports.movements>> = await carla.caller.reports.movements({
      ...filters,
      after,
    });
    pages.push(page.items.map((row) => row.id));
    for (const row of page.items) expect(row.description).not.toBe("alheio");
    after = page.nextCursor;
  } while (after);
  return pages;
}

describe("reports.movements pagination", () => {
  it("pages 25 at a time through every row once, in order, with no gaps or repeats", async () => {
    const pages = await walkAllPages({});
    expect(pages.map((page) => page.length)).toEqual([25, 25, 20]);
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(70);

    // The list's order, as SQL defines it (a JavaScript Date would round created_at to milliseconds).
    const sorted = await database.db
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(eq(walletEntries.userId, carla.id))
      .orderBy(desc(walletEntries.entryDate), desc(walletEntries.createdAt), desc(walletEntries.id));
    expect(ids).toEqual(sorted.map((row) => row.id));
  });

  it("pages the same way under a filter and agrees with the summary's count", async () => {
    for (const filters of [{ tipo: "usage" }, { periodo: 30, programa: smilesId }] as const) {
      const ids = (await walkAllPages(filters)).flat();
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe((await carla.caller.reports.summary(filters)).count);
    }
  });

  it("ends with a null cursor exactly when the last row has been served", async () => {
    const first = await carla.caller.reports.movements({ tipo: "bonus" });
    expect(first.items).toHaveLength(23);
    expect(first.nextCursor).toBeNull();
  });
});
