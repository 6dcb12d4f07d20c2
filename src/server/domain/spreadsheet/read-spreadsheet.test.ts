import { strToU8, zipSync } from "fflate";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { templateCsv } from "@/shared/domain/import/template";
import { readSpreadsheet } from "./read-spreadsheet";
import { templateXlsx } from "./template-xlsx";
import { checkXlsxArchive, XlsxRefusedError } from "./xlsx-guard";

describe("readSpreadsheet", () => {
  it("reads the XLSX template's typed cells as the CSV template's text would read", async () => {
    const fromXlsx = await readSpreadsheet(await templateXlsx());
    const fromCsv = await readSpreadsheet(Buffer.from(templateCsv()));
    expect(fromXlsx.map((record) => record.cells[0])).toEqual(["Data", "2026-10-05", "2026-11-01", "2026-11-15"]);
    expect(fromXlsx[1]?.cells.slice(5, 7)).toEqual(["10000", "175"]);
    expect(fromXlsx[0]).toEqual(fromCsv[0]);
    expect(fromXlsx.map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it("reads a Windows-1252 CSV", async () => {
    const records = await readSpreadsheet(
      iconv.encode("Data;Observações\r\n05/10/2026;“Promoção” – 50%\r\n", "win1252"),
    );
    expect(records[1]?.cells).toEqual(["05/10/2026", "“Promoção” – 50%"]);
  });
});

describe("checkXlsxArchive", () => {
  it("refuses an archive that inflates past its limit, whatever its entries declare", () => {
    const limits = { totalBytes: 1024 * 1024, sharedStringsBytes: 1024 * 1024, entries: 10 };
    const bomb = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => checkXlsxArchive(bomb, limits)).toThrow(
      new XlsxRefusedError("a planilha descompactada é grande demais"),
    );
    const parts = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`parte${index}.xml`, strToU8("x")]));
    expect(() => checkXlsxArchive(zipSync(parts), limits)).toThrow(
      new XlsxRefusedError("a planilha tem partes demais"),
    );
  });

  it("refuses bytes that are not a ZIP it can read", () => {
    const cut = zipSync({ "a.xml": strToU8("x".repeat(10_000)) }, { level: 9 }).slice(0, 60);
    expect(() => checkXlsxArchive(cut)).toThrow(XlsxRefusedError);
  });
});
