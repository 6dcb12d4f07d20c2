import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("reads %s of a 1000-byte file", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=1000-1001", "bytes=-0"])("finds %s unsatisfiable", (header) => {
    expect(parseByteRange(header, 1000)).toBe("unsatisfiable");
  });

  it.each(["bytes=-", "bytes=9-3", "bytes=0-1,5-9", "items=0-9", "bytes=a-b"])("ignores %s", (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });

  it("finds any range of an empty file unsatisfiable", () => {
    expect(parseByteRange("bytes=-10", 0)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
