import { describe, expect, it } from "vitest";
import { csvCell, csvLine, neutraliseFormula } from "./csv";

describe("csv cells for Excel pt-BR", () => {
  it("writes plain text and numbers as they are", () => {
    expect(csvCell("Smiles")).toBe("Smiles");
    expect(csvCell("Passagem GRU–REC, ida")).toBe("Passagem GRU–REC, ida");
    expect(csvCell("")).toBe("");
    expect(csvCell(4_000)).toBe("4000");
    expect(csvCell(-4_000)).toBe("-4000");
  });

  it("quotes cells holding the separator, quotes or line breaks, doubling inner quotes", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('o "melhor" resgate')).toBe('"o ""melhor"" resgate"');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("fim\r\n")).toBe('"fim\r\n"');
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+5511999999999", "'+5511999999999"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=cmd", "'\t=cmd"],
  ])("neutralises a text cell starting with a formula trigger: %j", (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it("neutralises a leading carriage return and still quotes the cell", () => {
    expect(csvCell('\r=HYPERLINK("http://x")')).toBe('"\'\r=HYPERLINK(""http://x"")"');
  });

  it("quotes a neutralised formula that carries the separator", () => {
    expect(csvCell('=HYPERLINK("http://evil";"clique")')).toBe('"\'=HYPERLINK(""http://evil"";""clique"")"');
  });

  it("leaves triggers in the middle of a cell alone", () => {
    expect(neutraliseFormula("Smiles = bom")).toBe("Smiles = bom");
    expect(neutraliseFormula("a-b")).toBe("a-b");
  });

  it("refuses numbers that are not finite", () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it("joins a line with ; and ends it with CRLF", () => {
    expect(csvLine(["Data", "Quantidade", 10])).toBe("Data;Quantidade;10\r\n");
  });
});
