import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/relatorios?tipo=usage&periodo=30")).toBe("/relatorios?tipo=usage&periodo=30");
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
  });

  it("drops other sites, protocol-relative and backslash tricks", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
    ]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });

  it("drops the login page itself and nothing", () => {
    expect(safeReturnPath("/login")).toBeUndefined();
    expect(safeReturnPath("/login?sessao=expirada")).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath("")).toBeUndefined();
  });
});
