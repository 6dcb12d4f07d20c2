import { describe, expect, it } from "vitest";
import { certificateCodeFrom, parseCertificateCode } from "./certificate-code";

describe("certificateCodeFrom", () => {
  it("writes 12 unambiguous characters in three groups", () => {
    const code = certificateCodeFrom(new Uint8Array([0, 1, 2, 3, 10, 11, 12, 13, 28, 29, 30, 31]));
    expect(code).toBe("0123-ABCD-WXYZ");
  });

  it("is the same for the same bytes, and uses only the low five bits of each", () => {
    const bytes = new Uint8Array(12).fill(0xff);
    expect(certificateCodeFrom(bytes)).toBe("ZZZZ-ZZZZ-ZZZZ");
    expect(certificateCodeFrom(bytes)).toBe(certificateCodeFrom(new Uint8Array(12).fill(31)));
  });

  it("refuses too few bytes", () => {
    expect(() => certificateCodeFrom(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe("parseCertificateCode", () => {
  it("reads the canonical form back unchanged", () => {
    expect(parseCertificateCode("7KQ2-M9XD-4HTB")).toBe("7KQ2-M9XD-4HTB");
  });

  it("forgives case, spaces, missing dashes and look-alike letters", () => {
    expect(parseCertificateCode(" 7kq2 m9xd 4htb ")).toBe("7KQ2-M9XD-4HTB");
    expect(parseCertificateCode("7KQ2M9XD4HTB")).toBe("7KQ2-M9XD-4HTB");
    expect(parseCertificateCode("O0IL-ABCD-EFGH")).toBe("0011-ABCD-EFGH");
  });

  it("refuses anything else", () => {
    expect(parseCertificateCode("")).toBeNull();
    expect(parseCertificateCode("7KQ2-M9XD-4HT")).toBeNull();
    expect(parseCertificateCode("7KQ2-M9XD-4HTBX")).toBeNull();
    expect(parseCertificateCode("7KQ2-M9XD-4HTU")).toBeNull();
    expect(parseCertificateCode("../../etc/passwd")).toBeNull();
  });
});
