import { describe, expect, it } from "vitest";
import { cpfDigits, formatCpf, isValidCpf, maskCpf } from "./cpf";

describe("CPF", () => {
  it("accepts numbers whose check digits hold, typed with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    // A first check digit of 0 from a remainder of 10.
    expect(isValidCpf("111.444.777-35")).toBe(true);
  });

  it("refuses a wrong check digit, the wrong length and repeated digits", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-15")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("000.000.000-00")).toBe(false);
    expect(isValidCpf("")).toBe(false);
  });

  it("keeps the digits, formats them, and masks all but the middle six", () => {
    expect(cpfDigits(" 529.982.247-25 ")).toBe("52998224725");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(maskCpf("52998224725")).toBe("***.982.247-**");
  });
});
