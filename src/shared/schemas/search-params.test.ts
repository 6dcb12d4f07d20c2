import { describe, expect, it } from "vitest";
import {
  oneOf,
  PaymentSuccessSearchSchema,
  readPaymentSuccessSearch,
  readPlayerSearch,
  readReportSearch,
  ReportSearchSchema,
} from "./search-params";

const lesson = "0b5c3620-0000-4000-8000-000000000000";

describe("search params read without zod", () => {
  it("keeps a listed value and drops anything else, of any type", () => {
    expect(oneOf(["a", "b"], "b")).toBe("b");
    expect(oneOf(["a", "b"], "c")).toBeUndefined();
    expect(oneOf([7, 30], "7")).toBeUndefined();
  });

  it("keeps a lesson id and drops what is not one", () => {
    expect(readPlayerSearch({ aula: lesson })).toEqual({ aula: lesson });
    expect(readPlayerSearch({ aula: "12" })).toEqual({});
    expect(readPlayerSearch({ aula: 5 })).toEqual({});
  });

  it("reads the checkout's success address field by field", () => {
    expect(readPaymentSuccessSearch({ session_id: "cs_1", type: "course", product: "p" })).toEqual({
      session_id: "cs_1",
      type: "course",
      product: "p",
    });
    expect(readPaymentSuccessSearch({ session_id: 3, type: "outro" })).toEqual({});
  });

  it("answers the router as a Standard Schema, never with issues (bad fields are dropped)", () => {
    expect(ReportSearchSchema["~standard"].validate({ periodo: 90, tipo: "x" })).toEqual({ value: { periodo: 90 } });
    expect(ReportSearchSchema["~standard"].validate(null)).toEqual({ value: readReportSearch({}) });
    expect(PaymentSuccessSearchSchema["~standard"].validate("texto")).toEqual({ value: {} });
  });
});
