import { describe, expect, it } from "vitest";
import { costPerThousandCents } from "../wallet/cost";
import { DEMO_COST_RANGE_CENTS, DEMO_PROGRAM_KEYS, planDemoWallet, type DemoMovement } from "./demo-wallet";
import { addDays, daysBetween } from "../plain-date";
import { seededRandom } from "../random";

const TODAY = "2026-11-23";
const plan = () => planDemoWallet(TODAY, seededRandom(2024));
const milesOf = (movement: DemoMovement) => (movement.kind === "accumulation" ? movement.miles : movement.amount);
const signed = (movement: DemoMovement) =>
  movement.kind === "transaction" && movement.type === "usage" ? -milesOf(movement) : milesOf(movement);

describe("planDemoWallet", () => {
  it("is the same plan for the same day and seed", () => {
    expect(plan()).toEqual(plan());
  });

  it("has the five programs, each with a year of monthly accumulations", () => {
    const { programs, movements } = plan();
    expect(programs.map((program) => program.name)).toEqual(["Smiles", "LATAM Pass", "TudoAzul", "Livelo", "Esfera"]);
    for (const key of DEMO_PROGRAM_KEYS) {
      const months = new Set(
        movements.filter((m) => m.kind === "accumulation" && m.program === key).map((m) => m.date.slice(0, 7)),
      );
      expect(months.size).toBe(12);
    }
  });

  it("keeps every movement in the last year, in date order, never after today", () => {
    const { movements } = plan();
    const dates = movements.map((movement) => movement.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)! <= TODAY).toBe(true);
    expect(daysBetween(dates[0]!, TODAY)).toBeLessThanOrEqual(366);
  });

  it("prices every paid accumulation at R$ 14–35 per thousand", () => {
    const costs = plan()
      .movements.filter((m) => m.kind === "accumulation")
      .map((m) => costPerThousandCents(m.amountPaidCents, m.miles));
    expect(Math.min(...costs)).toBeGreaterThanOrEqual(DEMO_COST_RANGE_CENTS.min);
    expect(Math.max(...costs)).toBeLessThanOrEqual(DEMO_COST_RANGE_CENTS.max);
  });

  it("never spends more than a program holds at that moment", () => {
    const balances = new Map<string, number>();
    for (const movement of plan().movements) {
      const balance = (balances.get(movement.program) ?? 0) + signed(movement);
      expect(balance).toBeGreaterThanOrEqual(0);
      balances.set(movement.program, balance);
    }
    for (const key of DEMO_PROGRAM_KEYS) expect(balances.get(key)).toBeGreaterThan(0);
  });

  it("credits each transfer to its destination with an 80–100 % bonus from Livelo to Smiles", () => {
    const { movements } = plan();
    const smilesTransfers = movements.filter(
      (m) => m.kind === "transaction" && m.type === "transfer" && m.program === "smiles",
    );
    expect(smilesTransfers).toHaveLength(2);
    for (const transfer of smilesTransfers) {
      const sameDay = movements.filter((m) => m.date === transfer.date && m.kind === "transaction");
      const out = sameDay.find((m) => m.program === "livelo" && m.kind === "transaction" && m.type === "usage");
      const bonus = sameDay.find((m) => m.program === "smiles" && m.kind === "transaction" && m.type === "bonus");
      expect(out && milesOf(out)).toBe(milesOf(transfer));
      const percent = (milesOf(bonus!) / milesOf(transfer)) * 100;
      expect(percent).toBeGreaterThanOrEqual(80);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });

  it("leaves lots expiring within 30, 60 and 90 days, and a pending bonus due next week", () => {
    const { programs, movements } = plan();
    const expiries = movements.flatMap((m) => (m.expiresOn ? [daysBetween(TODAY, m.expiresOn)] : []));
    expect(expiries.some((days) => days > 0 && days <= 30)).toBe(true);
    expect(expiries.some((days) => days > 30 && days <= 60)).toBe(true);
    expect(expiries.some((days) => days > 60 && days <= 90)).toBe(true);
    expect(programs.find((p) => p.key === "latam")).toMatchObject({
      pendingBonus: 3_000,
      pendingBonusExpectedOn: addDays(TODAY, 7),
    });
  });

  it("on every day of a year, some lot expiring within 30 days comes after its program's last debit, so it is still held", () => {
    for (let day = 0; day < 366; day++) {
      const today = addDays("2026-01-01", day);
      const { movements } = planDemoWallet(today, seededRandom(2024));
      const lastDebit = (program: string) =>
        movements
          .filter((m) => m.program === program && m.kind === "transaction" && m.type === "usage")
          .reduce((last, m) => (m.date > last ? m.date : last), "");
      const held = movements.filter((m) => {
        if (!m.expiresOn) return false;
        const days = daysBetween(today, m.expiresOn);
        return days > 0 && days <= 30 && m.date > lastDebit(m.program);
      });
      expect(held.length, today).toBeGreaterThan(0);
    }
  });
});
