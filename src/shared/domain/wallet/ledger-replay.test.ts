import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consumeLots } from "./lot-consumption";
import { replayLedger, type ReplayEntry } from "./ledger-replay";

let seq = 0;
const entry = (date: string, miles: number, costCents = 0, expiresOn: string | null = null): ReplayEntry => {
  seq += 1;
  return { id: `e${String(seq).padStart(4, "0")}`, date, createdAt: seq, miles, costCents, expiresOn };
};

describe("replayLedger", () => {
  it("the issue's Livelo: R$ 700,00 for 20.000, 10.000 sent carry R$ 350,00", () => {
    const buy = entry("2026-11-01", 20_000, 70_000);
    const sent = entry("2026-11-02", -10_000);
    const replay = replayLedger([buy, sent]);
    expect(replay.debitCosts.get(sent.id)).toBe(35_000);
    expect(replay).toMatchObject({ balance: 10_000, heldCostCents: 35_000 });
  });

  it("spends the lot that expires first, whatever order they were bought in", () => {
    const undated = entry("2026-01-01", 10_000, 21_000);
    const dated = entry("2026-02-01", 5_000, 0, "2026-12-01");
    const usage = entry("2026-03-01", -5_000);
    const replay = replayLedger([usage, dated, undated]);
    expect(replay.debitCosts.get(usage.id)).toBe(0);
    expect(replay.lots.find((l) => l.id === dated.id)?.remaining).toBe(0);
    expect(replay.heldCostCents).toBe(21_000);
  });

  it("a debit dated before the credit that pays for it owes the rest, paid by that credit", () => {
    const usage = entry("2026-01-01", -3_000);
    const buy = entry("2026-01-05", 10_000, 10_000);
    const replay = replayLedger([buy, usage]);
    expect(replay.debitCosts.get(usage.id)).toBe(3_000);
    expect(replay).toMatchObject({ balance: 7_000, heldCostCents: 7_000 });
  });

  it("appending in date order gives what a replay gives (the incremental path's premise)", () => {
    const history = [entry("2026-01-01", 10_000, 35_000, "2027-01-01"), entry("2026-01-02", 4_000, 8_400)];
    const before = replayLedger(history);
    const usage = entry("2026-01-03", -12_000);
    const incremental = consumeLots(before.lots, 12_000);
    expect(replayLedger([...history, usage]).debitCosts.get(usage.id)).toBe(incremental.costCents);
  });

  it("property: Σ credit costs = held cost + Σ debit costs, and lots hold the balance", () => {
    const movement = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      miles: fc.integer({ min: 1, max: 50_000 }),
      credit: fc.boolean(),
      cost: fc.integer({ min: 0, max: 200_000 }),
      expiresInMonths: fc.option(fc.integer({ min: 1, max: 24 })),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (moves) => {
        const entries = moves.map((m) =>
          entry(
            `2026-01-${String(m.day).padStart(2, "0")}`,
            m.credit ? m.miles : -m.miles,
            m.credit ? m.cost : 0,
            m.credit && m.expiresInMonths !== null
              ? `2027-${String((m.expiresInMonths % 12) + 1).padStart(2, "0")}-01`
              : null,
          ),
        );
        const replay = replayLedger(entries);
        const credited = entries.filter((e) => e.miles > 0).reduce((sum, e) => sum + e.costCents, 0);
        const debited = [...replay.debitCosts.values()].reduce((sum, cost) => sum + cost, 0);
        const held = replay.lots.reduce((sum, l) => sum + l.remaining, 0);
        expect(replay.balance).toBe(entries.reduce((sum, e) => sum + e.miles, 0));
        if (replay.balance >= 0) {
          expect(held).toBe(replay.balance);
          expect(credited).toBe(replay.heldCostCents + debited);
        }
        for (const lot of replay.lots) {
          expect(lot.remainingCostCents).toBeGreaterThanOrEqual(0);
          expect(lot.remainingCostCents).toBeLessThanOrEqual(lot.costCents);
          if (lot.remaining === 0) expect(lot.remainingCostCents).toBe(0);
        }
      }),
    );
  });

  it("replays 10.000 movements in well under a second, not in quadratic time", () => {
    const entries: ReplayEntry[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      const date = `2026-${String((i % 12) + 1).padStart(2, "0")}-01`;
      entries.push(entry(date, i % 3 === 2 ? -1_000 : 1_500, i % 3 === 2 ? 0 : 3_000, i % 2 ? "2028-01-01" : null));
    }
    const started = performance.now();
    const replay = replayLedger(entries);
    expect(replay.balance).toBe(entries.reduce((sum, e) => sum + e.miles, 0));
    expect(replay.lots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(replay.balance);
    // Quadratic took minutes; even on a loaded shared machine this stays far below the bound.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
