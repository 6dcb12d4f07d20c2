import { describe, expect, it } from "vitest";
import { csvLine } from "@/shared/domain/csv";
import { parseCsv } from "./csv";

describe("the tests' CSV reader", () => {
  it("reads back what csvLine writes, quotes, separators and line breaks included", () => {
    const rows = [
      ["Data", "Descrição"],
      ['o "melhor"; resgate', "linha 1\r\nlinha 2"],
      ["", "fim"],
    ];
    expect(parseCsv(rows.map((cells) => csvLine(cells)).join(""))).toEqual(rows);
  });
});
