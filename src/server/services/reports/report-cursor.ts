import { z } from "zod";
import { AppError } from "../../errors";

/**
 * Where a page of movements ended, in the list's order (entry_date desc, created_at desc,
 * id desc). created_at travels as exact UTC text with microseconds: a JavaScript Date would
 * round it to milliseconds and the next page would repeat or skip rows.
 */
export interface MovementKey {
  entryDate: string;
  createdAtKey: string;
  id: string;
}

const KeySchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.uuid(),
]);

export function encodeCursor(key: MovementKey): string {
  return Buffer.from(JSON.stringify([key.entryDate, key.createdAtKey, key.id])).toString("base64url");
}

export function decodeCursor(cursor: string): MovementKey {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new AppError("REPORT_PAGE_INVALID");
  }
  const parsed = KeySchema.safeParse(decoded);
  if (!parsed.success) throw new AppError("REPORT_PAGE_INVALID");
  const [entryDate, createdAtKey, id] = parsed.data;
  return { entryDate, createdAtKey, id };
}
