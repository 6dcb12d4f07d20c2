import { describe, expect, it } from "vitest";
import { CsvUnreadableError, decodeCsvBytes, readCsvRecords } from "./csv-records";

describe("decodeCsvBytes", () => {
  it("reads UTF-8, with or without a BOM", () => {
    expect(decodeCsvBytes(new TextEncoder().encode("Observações"))).toBe("Observações");
  });

  it("reads Windows-1252 as a pt-BR Excel saves it", () => {
    // "Observações;Preço" in Windows-1252: ç is 0xE7, õ 0xF5, € 0x80.
    const bytes = Uint8Array.from([
      0x4f, 0x62, 0x73, 0x65, 0x72, 0x76, 0x61, 0xe7, 0xf5, 0x65, 0x73, 0x3b, 0x50, 0x72, 0x65, 0xe7, 0x6f, 0x20, 0x80,
    ]);
    expect(decodeCsvBytes(bytes)).toBe("Observações;Preço €");
  });
});

describe("readCsvRecords", () => {
  it("takes the header's separator and the line each record starts on", () => {
    const text = '\uFEFFData;Obs\r\n05/10/2026;"Resgate; GRU\r\nREC"\r\n\r\n06/10/2026; x ';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ["Data", "Obs"] },
      { line: 2, cells: ["05/10/2026", "Resgate; GRU\nREC"] },
      { line: 5, cells: ["06/10/2026", "x"] },
    ]);
    expect(readCsvRecords("a,b\n1,2")[1]?.cells).toEqual(["1", "2"]);
  });

  it("says where a quote was left open", () => {
    expect(() => readCsvRecords('a;b\n1;"aberta\n2;3')).toThrow(CsvUnreadableError);
  });
});
