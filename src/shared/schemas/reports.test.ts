import { describe, expect, it } from "vitest";
import {
  REPORT_MESSAGES as M,
  ReportExportQuerySchema,
  ReportFiltersSchema,
  ReportMovementsInputSchema,
} from "./reports";
import { readReportSearch } from "./search-params";

const programa = "0b5c3620-0000-4000-8000-000000000000";

describe("ReportFiltersSchema", () => {
  it("defaults to every type, every program and the whole period", () => {
    expect(ReportFiltersSchema.parse({})).toEqual({ periodo: "todos" });
  });

  it("keeps valid filters", () => {
    expect(ReportFiltersSchema.parse({ tipo: "usage", programa, periodo: 30 })).toEqual({
      tipo: "usage",
      programa,
      periodo: 30,
    });
  });

  it.each([
    [{ tipo: "gift" }, M.typeInvalid],
    [{ programa: "smiles" }, M.programInvalid],
    [{ periodo: 15 }, M.periodInvalid],
    [{ periodo: "30" }, M.periodInvalid],
  ])("refuses %j with a pt-BR message", (input, message) => {
    const result = ReportFiltersSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("bounds the page cursor", () => {
    expect(ReportMovementsInputSchema.parse({ after: "abc" })).toEqual({ periodo: "todos", after: "abc" });
    expect(ReportMovementsInputSchema.safeParse({ after: "x".repeat(201) }).error?.issues[0]?.message).toBe(
      M.pageInvalid,
    );
  });
});

describe("readReportSearch (the page's URL)", () => {
  it("reads the numbers the router parses from ?periodo=30", () => {
    expect(readReportSearch({ periodo: 30, tipo: "bonus" })).toEqual({ periodo: 30, tipo: "bonus" });
  });

  it("drops each bad field on its own instead of failing the page", () => {
    expect(readReportSearch({ tipo: "gift", programa, periodo: 12 })).toEqual({ programa, periodo: "todos" });
  });
});

describe("ReportExportQuerySchema (the CSV route's query string)", () => {
  it("reads the period from text", () => {
    expect(ReportExportQuerySchema.parse({ periodo: "7", tipo: "usage" })).toEqual({ periodo: 7, tipo: "usage" });
    expect(ReportExportQuerySchema.parse({ periodo: "todos" })).toEqual({ periodo: "todos" });
    expect(ReportExportQuerySchema.parse({})).toEqual({ periodo: "todos" });
  });

  it("still refuses what the filters refuse", () => {
    expect(ReportExportQuerySchema.safeParse({ periodo: "15" }).error?.issues[0]?.message).toBe(M.periodInvalid);
    expect(ReportExportQuerySchema.safeParse({ programa: "1" }).error?.issues[0]?.message).toBe(M.programInvalid);
  });
});
