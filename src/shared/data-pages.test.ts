import { describe, expect, it } from "vitest";
import { isDataPage } from "./data-pages";

describe("isDataPage", () => {
  it("is true for the public pages drawn with data, with or without a search", () => {
    for (const url of ["/", "/promocoes", "/promocoes?category=passagens", "/cursos", "/buscador-passagens#x"])
      expect(isDataPage(url), url).toBe(true);
  });

  it("is false for pages drawn at build, member pages and look-alikes", () => {
    for (const url of ["/welcome", "/dashboard", "/cursos/", "/curso/1", "/promocoes-x", "//cursos"])
      expect(isDataPage(url), url).toBe(false);
  });
});
