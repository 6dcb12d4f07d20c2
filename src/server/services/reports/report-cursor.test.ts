import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { decodeCursor, encodeCursor } from "./report-cursor";

const key = {
  entryDate: "2026-11-21",
  createdAtKey: "2026-11-21T13:45:07.123456Z",
  id: "0b5c3620-0000-4000-8000-000000000000",
};

describe("report page cursor", () => {
  it("round-trips the exact key, microseconds included", () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it.each([
    ["not base64 json", "%%%"],
    ["another shape", Buffer.from(JSON.stringify({ id: key.id })).toString("base64url")],
    ["milliseconds only", encodeCursor({ ...key, createdAtKey: "2026-11-21T13:45:07.123Z" })],
    ["a bad id", encodeCursor({ ...key, id: "1 or 1=1" })],
  ])("refuses %s with REPORT_PAGE_INVALID", (_what, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(new AppError("REPORT_PAGE_INVALID"));
  });
});
