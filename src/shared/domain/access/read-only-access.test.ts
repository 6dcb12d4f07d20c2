import { describe, expect, it } from "vitest";
import { readOnlyRefuses } from "./read-only-access";

describe("readOnlyRefuses", () => {
  it("lets read-only callers query and end their own session, nothing else", () => {
    expect(readOnlyRefuses({ type: "query", allowedWhenReadOnly: false }, true)).toBe(false);
    expect(readOnlyRefuses({ type: "mutation", allowedWhenReadOnly: false }, true)).toBe(true);
    expect(readOnlyRefuses({ type: "subscription", allowedWhenReadOnly: false }, true)).toBe(true);
    expect(readOnlyRefuses({ type: "mutation", allowedWhenReadOnly: true }, true)).toBe(false);
  });

  it("never refuses a caller with write access", () => {
    expect(readOnlyRefuses({ type: "mutation", allowedWhenReadOnly: false }, false)).toBe(false);
  });
});
