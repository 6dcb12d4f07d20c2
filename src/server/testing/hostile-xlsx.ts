import { strToU8, zipSync, type Zippable } from "fflate";

/**
 * Hand-made XLSX files for the import's tests: the smallest set of parts a spreadsheet reader
 * needs, with whatever a hostile file adds (formulas, external links, a bomb of shared strings).
 */
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
<Override PartName="/xl/externalLinks/externalLink1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`;

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets>
<externalReferences><externalReference r:id="rId3"/></externalReferences>
</workbook>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLink" Target="externalLinks/externalLink1.xml"/>
</Relationships>`;

// A link to another workbook on a remote share: a reader that followed it would reach out.
const EXTERNAL_LINK = `<?xml version="1.0" encoding="UTF-8"?>
<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<externalBook r:id="rId1"><sheetNames><sheetName val="Plan1"/></sheetNames></externalBook>
</externalLink>`;
const EXTERNAL_LINK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLinkPath" Target="file://servidor-remoto/compartilhado/segredo.xlsx" TargetMode="External"/>
</Relationships>`;

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const columnName = (index: number) => String.fromCharCode(65 + index);

/** A cell: text (a shared string), a number, or a formula with the value Excel saved with it. */
export type HostileCell = string | number | { formula: string; saved: string | number };

export function xlsxOf(rows: HostileCell[][], extra: { sharedStrings?: Uint8Array } = {}): Uint8Array {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const found = strings.indexOf(text);
    if (found >= 0) return found;
    strings.push(text);
    return strings.length - 1;
  };
  const cellXml = (cell: HostileCell, ref: string) => {
    if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === "string") return `<c r="${ref}" t="s"><v>${stringIndex(cell)}</v></c>`;
    const type = typeof cell.saved === "string" ? ' t="str"' : "";
    return `<c r="${ref}"${type}><f>${escapeXml(cell.formula)}</f><v>${escapeXml(String(cell.saved))}</v></c>`;
  };
  const sheetRows = rows
    .map(
      (row, r) => `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join("")}</row>`,
    )
    .join("");
  const sheet = `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`;
  const sharedStrings = `<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((text) => `<si><t>${escapeXml(text)}</t></si>`)
    .join("")}</sst>`;
  const files: Zippable = {
    "[Content_Types].xml": strToU8(CONTENT_TYPES),
    "_rels/.rels": strToU8(ROOT_RELS),
    "xl/workbook.xml": strToU8(WORKBOOK),
    "xl/_rels/workbook.xml.rels": strToU8(WORKBOOK_RELS),
    "xl/worksheets/sheet1.xml": strToU8(sheet),
    "xl/sharedStrings.xml": extra.sharedStrings ?? strToU8(sharedStrings),
    "xl/externalLinks/externalLink1.xml": strToU8(EXTERNAL_LINK),
    "xl/externalLinks/_rels/externalLink1.xml.rels": strToU8(EXTERNAL_LINK_RELS),
  };
  return zipSync(files, { level: 9 });
}

/** Shared strings that inflate to `megabytes` MB from a few kilobytes: one string repeated. */
export function sharedStringsBomb(megabytes: number): Uint8Array {
  const item = `<si><t>${"A".repeat(1_000)}</t></si>`;
  const count = Math.ceil((megabytes * 1024 * 1024) / item.length);
  return strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${item.repeat(count)}</sst>`,
  );
}
