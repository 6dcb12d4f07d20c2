import { describe, expect, it } from "vitest";
import {
  alignBalance,
  balanceAxis,
  bucketLabel,
  dayRange,
  fillMonthlyFlow,
  flowAxis,
  monthOf,
  monthRange,
} from "./report-charts";

describe("chart axes", () => {
  it("lists months across a year boundary", () => {
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-02", "2026-02")).toEqual(["2026-02"]);
    expect(monthRange("2026-03", "2026-02")).toEqual([]);
    expect(monthOf("2026-11-21")).toBe("2026-11");
  });

  it("lists days across a month boundary", () => {
    expect(dayRange("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("labels months and days in pt-BR", () => {
    expect(bucketLabel("month", "2026-11")).toBe("nov/2026");
    expect(bucketLabel("month", "2027-01")).toBe("jan/2027");
    expect(bucketLabel("day", "2026-11-21")).toBe("21/11");
  });
});

describe("monthly flow", () => {
  it("fills quiet months with zero and keeps the axis order", () => {
    const rows = [{ month: "2026-03", milesIn: 500, milesOut: 200 }];
    expect(fillMonthlyFlow(rows, ["2026-02", "2026-03", "2026-04"])).toEqual([
      { month: "2026-02", milesIn: 0, milesOut: 0 },
      { month: "2026-03", milesIn: 500, milesOut: 200 },
      { month: "2026-04", milesIn: 0, milesOut: 0 },
    ]);
  });
});

describe("balance over time", () => {
  const axis = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"];

  it("starts from the balance before the first change and carries each change forward", () => {
    const changes = [
      { bucket: "2026-11-02", balanceBefore: 1_000, balanceAfter: 1_500 },
      { bucket: "2026-11-04", balanceBefore: 1_500, balanceAfter: 900 },
    ];
    expect(alignBalance(axis, changes, 900)).toEqual([1_000, 1_500, 1_500, 900]);
  });

  it("is flat at the current balance when nothing moved", () => {
    expect(alignBalance(axis, [], 2_000)).toEqual([2_000, 2_000, 2_000, 2_000]);
  });

  it("applies changes dated before the axis starts", () => {
    const changes = [{ bucket: "2026-10-30", balanceBefore: 0, balanceAfter: 300 }];
    expect(alignBalance(axis, changes, 300)).toEqual([300, 300, 300, 300]);
  });

  it("leaves changes after the axis (future-dated) to the balance before them", () => {
    const changes = [{ bucket: "2026-12-25", balanceBefore: 700, balanceAfter: 200 }];
    expect(alignBalance(axis, changes, 200)).toEqual([700, 700, 700, 700]);
  });
});

describe("axes for a period", () => {
  it("runs the in/out months from the period's month to this month", () => {
    expect(flowAxis("2026-08-24", "2026-11-21", ["2026-09"])).toEqual(["2026-08", "2026-09", "2026-10", "2026-11"]);
  });

  it("starts the whole history at the first month with movements and reaches future-dated ones", () => {
    expect(flowAxis(null, "2026-11-21", ["2026-10", "2027-01"])).toEqual(["2026-10", "2026-11", "2026-12", "2027-01"]);
    expect(flowAxis(null, "2026-11-21", [])).toEqual(["2026-11"]);
  });

  it("draws the balance day by day up to today for a period", () => {
    expect(balanceAxis("2026-11-15", "2026-11-21", ["2026-11-16"])).toHaveLength(7);
  });

  it("draws the whole history month by month from the month before the first change to this month", () => {
    expect(balanceAxis(null, "2026-11-21", ["2026-09", "2026-10"])).toEqual([
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(balanceAxis(null, "2026-11-21", ["2027-02"])).toEqual(["2026-10", "2026-11"]);
    expect(balanceAxis(null, "2026-01-05", ["2026-01"])).toEqual(["2025-12", "2026-01"]);
  });

  it("draws a history of one month as a line from the balance before it to the balance now", () => {
    const axis = balanceAxis(null, "2026-11-27", ["2026-11"]);
    expect(axis).toEqual(["2026-10", "2026-11"]);
    const livelo = [{ bucket: "2026-11", balanceBefore: 0, balanceAfter: 10_000 }];
    const smiles = [{ bucket: "2026-11", balanceBefore: 0, balanceAfter: 13_000 }];
    expect(alignBalance(axis, livelo, 10_000)).toEqual([0, 10_000]);
    expect(alignBalance(axis, smiles, 13_000)).toEqual([0, 13_000]);
  });

  it("gives an empty wallet a flat line, not a dot", () => {
    const axis = balanceAxis(null, "2026-11-27", []);
    expect(axis).toHaveLength(2);
    expect(alignBalance(axis, [], 0)).toEqual([0, 0]);
  });
});
