import { describe, expect, it } from "vitest";
import { maskBirthDate, maskedCpf } from "./personal-data";

describe("personal data in lists", () => {
  it("shows the CPF's middle digits only", () => {
    expect(maskedCpf("12345678909")).toBe("***.456.789-**");
    expect(maskedCpf(null)).toBeNull();
  });

  it("shows a birth date's year only", () => {
    expect(maskBirthDate("1990-07-14")).toBe("**/**/1990");
    expect(maskBirthDate(null)).toBeNull();
  });
});
