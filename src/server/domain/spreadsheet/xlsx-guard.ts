import { Unzip, UnzipInflate } from "fflate";

/**
 * What an XLSX may unpack to before read-excel-file sees it. An XLSX is a ZIP of XML: a few
 * kilobytes can inflate to gigabytes (a zip bomb, or one shared string repeated a million times),
 * and a ZIP's declared sizes can lie, so every entry is inflated here and its real bytes counted,
 * stopping at the first byte past a limit. 5 MB of real spreadsheet unpack to about 40 MB.
 */
const XLSX_LIMITS = { totalBytes: 80 * 1024 * 1024, sharedStringsBytes: 40 * 1024 * 1024, entries: 2_000 };

export class XlsxRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "XlsxRefusedError";
  }
}

/** Throws XlsxRefusedError when the archive unpacks past the limits or is not a readable ZIP. */
export function checkXlsxArchive(bytes: Uint8Array, limits: typeof XLSX_LIMITS = XLSX_LIMITS): void {
  let total = 0;
  let entries = 0;
  let refusal: string | null = null;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.entries) refusal ??= "a planilha tem partes demais";
    let entryBytes = 0;
    const isSharedStrings = file.name.toLowerCase() === "xl/sharedstrings.xml";
    file.ondata = (error, chunk) => {
      if (error) refusal ??= "o arquivo XLSX está corrompido";
      entryBytes += chunk?.length ?? 0;
      total += chunk?.length ?? 0;
      if (total > limits.totalBytes) refusal ??= "a planilha descompactada é grande demais";
      if (isSharedStrings && entryBytes > limits.sharedStringsBytes) refusal ??= "a planilha tem texto demais";
      if (refusal) file.terminate();
    };
    if (!refusal) file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let at = 0; at < bytes.length && !refusal; at += step)
      unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
  } catch {
    refusal ??= "o arquivo XLSX está corrompido";
  }
  if (refusal) throw new XlsxRefusedError(refusal);
}
