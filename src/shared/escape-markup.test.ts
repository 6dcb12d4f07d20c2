import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape-markup";

describe("escapeMarkup", () => {
  it("escapes every character that could open a tag, an entity or end a quoted attribute", () => {
    expect(escapeMarkup(`<a href="x">O'Neil & co</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;O&#x27;Neil &amp; co&lt;/a&gt;",
    );
  });

  it("leaves other text, accents included, as it is", () => {
    expect(escapeMarkup("Olá, João: R$ 25,00")).toBe("Olá, João: R$ 25,00");
  });
});
