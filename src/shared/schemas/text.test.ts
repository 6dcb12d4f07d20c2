import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, isPrintableText, text } from "./text";

describe("text inputs", () => {
  it("refuse every control character with the pt-BR message, whatever else is wrong", () => {
    for (const value of ["a\u0000b", "\u0007", "a\u001bb", "\u007f", "a\u0085b", "\ud800x", "linha\nnova"]) {
      const result = text().trim().min(1).max(3).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_CHARACTERS_MESSAGE);
    }
  });

  it("keep line breaks and tabs only where the field is multi-line", () => {
    expect(isPrintableText("# Aula\n\n\tcódigo\r\n")).toBe(false);
    expect(isPrintableText("# Aula\n\n\tcódigo\r\n", { multiline: true })).toBe(true);
    expect(isPrintableText("a\u0000b", { multiline: true })).toBe(false);
  });

  it("accept any printable text, accents and emoji included", () => {
    expect(text().parse("São Paulo ✈️ 😀 «ok» €")).toBe("São Paulo ✈️ 😀 «ok» €");
  });

  it("keep the field's own message for a value that is not text", () => {
    expect(text({ error: "Informe o nome." }).safeParse(42).error?.issues[0]?.message).toBe("Informe o nome.");
  });
});
