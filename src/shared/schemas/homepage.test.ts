import { describe, expect, it } from "vitest";
import { buildStorageKey } from "../domain/files/uploads";
import { HomepageSettingsInputSchema, type HomepageSettingsInput } from "./homepage";

const valid: HomepageSettingsInput = {
  heroTitle: "  Título  ",
  heroSubtitle: "Subtítulo",
  heroBackgroundImage: "https://cdn.exemplo.com/fundo.jpg",
  primaryButtonText: "Começar",
  primaryButtonLink: "/login",
  secondaryButtonText: "Promoções",
  secondaryButtonLink: "https://exemplo.com/promocoes",
};

function issuesFor(input: Record<string, unknown>) {
  const result = HomepageSettingsInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues ?? [];
}

describe("HomepageSettingsInputSchema", () => {
  it("accepts a complete form and trims texts", () => {
    const parsed = HomepageSettingsInputSchema.parse(valid);
    expect(parsed.heroTitle).toBe("Título");
    expect(parsed.heroBackgroundImage).toBe("https://cdn.exemplo.com/fundo.jpg");
  });

  it.each([
    ["heroTitle", "Informe o título principal"],
    ["heroSubtitle", "Informe o subtítulo"],
    ["primaryButtonText", "Informe o texto do botão principal"],
    ["primaryButtonLink", "Informe o link do botão principal"],
    ["secondaryButtonText", "Informe o texto do botão secundário"],
    ["secondaryButtonLink", "Informe o link do botão secundário"],
  ])("requires %s", (field, message) => {
    const issues = issuesFor({ ...valid, [field]: "   " });
    expect(issues[0]?.message).toBe(message);
    expect(issues[0]?.path).toEqual([field]);
  });

  it("reads a blank, null or missing background as 'use the default gradient' (null)", () => {
    expect(HomepageSettingsInputSchema.parse({ ...valid, heroBackgroundImage: "   " }).heroBackgroundImage).toBeNull();
    expect(HomepageSettingsInputSchema.parse({ ...valid, heroBackgroundImage: null }).heroBackgroundImage).toBeNull();
    const { heroBackgroundImage: _omitted, ...withoutBackground } = valid;
    expect(HomepageSettingsInputSchema.parse(withoutBackground).heroBackgroundImage).toBeNull();
  });

  it("accepts an image uploaded to our storage as the background", () => {
    const uploaded = `/files/${buildStorageKey("homepage-background", "png", 1_763_700_000_000, "abcdefghijklmnop")}`;
    expect(HomepageSettingsInputSchema.parse({ ...valid, heroBackgroundImage: uploaded }).heroBackgroundImage).toBe(
      uploaded,
    );
  });

  it("rejects a background that is not a URL", () => {
    expect(issuesFor({ ...valid, heroBackgroundImage: "fundo.jpg" })[0]?.message).toBe(
      "Informe uma URL de imagem válida",
    );
    expect(issuesFor({ ...valid, heroBackgroundImage: "javascript:alert(1)" })[0]?.message).toBe(
      "Informe uma URL de imagem válida",
    );
    expect(issuesFor({ ...valid, heroBackgroundImage: "/files/../segredo" })[0]?.message).toBe(
      "Informe uma URL de imagem válida",
    );
  });

  it("accepts links that are site paths or http(s) addresses only", () => {
    for (const link of ["/promocoes", "http://exemplo.com", "HTTPS://exemplo.com/x"]) {
      expect(HomepageSettingsInputSchema.safeParse({ ...valid, primaryButtonLink: link }).success).toBe(true);
    }
    for (const link of ["javascript:alert(1)", "promocoes", "ftp://exemplo.com", "mailto:a@b.c"]) {
      expect(issuesFor({ ...valid, primaryButtonLink: link })[0]?.message).toBe(
        "Use um caminho do site (ex.: /promocoes) ou um endereço http(s)",
      );
    }
  });
});
