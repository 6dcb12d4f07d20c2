import { PassThrough, type Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate } from "fflate";
import type { ExportFile } from "@/shared/domain/account/data-export";

/** A ZIP of text files as a stream: fflate compresses entry by entry and hands chunks on as they are ready. */
export function zipStream(files: readonly ExportFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  for (const file of files) {
    const entry = new ZipDeflate(file.path, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(file.content), true);
  }
  zip.end();
  return out;
}
