import { describe, expect, it } from "vitest";
import { displayName } from "./user-display";

describe("displayName", () => {
  it("prefers the full name", () => {
    expect(displayName({ fullName: "Ana Souza", email: "ana@example.com" })).toBe("Ana Souza");
  });

  it("falls back to the e-mail when the name is missing or blank", () => {
    expect(displayName({ fullName: null, email: "ana@example.com" })).toBe("ana@example.com");
    expect(displayName({ fullName: "   ", email: "ana@example.com" })).toBe("ana@example.com");
  });

  it("trims the name", () => {
    expect(displayName({ fullName: "  Ana  ", email: "ana@example.com" })).toBe("Ana");
  });
});
