import { describe, expect, it } from "vitest";
import { missedTargets, PAGE_TARGETS, pagePath, toPercent, type PageScores } from "./targets";

const find = (path: string, session: "visitor" | "member") =>
  PAGE_TARGETS.find((target) => target.path === path && target.session === session)!;
const scores = (extra: Partial<PageScores> = {}): PageScores => ({
  performance: 95,
  seo: 100,
  accessibility: 100,
  lcpMs: 1800,
  cls: 0,
  ...extra,
});

describe("bench:web pages", () => {
  it("measures every page a visitor opens as a visitor, and as a member where the member gets another version", () => {
    const rows = PAGE_TARGETS.map((target) => `${target.session} ${target.path}`);
    expect(rows).toEqual([
      "visitor /",
      "member /",
      "visitor /welcome",
      "visitor /login",
      "visitor /promocoes",
      "member /promocoes",
      "visitor /cursos",
      "member /cursos",
      "visitor /curso/{curso}",
      "member /curso/{curso}",
      "visitor /curso/{curso}/player",
      "member /curso/{curso}/player",
      "visitor /buscador-passagens",
      "member /buscador-passagens",
      "member /dashboard",
      "member /relatorios",
      "member /minha-conta",
    ]);
  });

  it("opens the seeded course's pages by its id", () => {
    expect(pagePath(find("/curso/{curso}/player", "member"), "c-1")).toBe("/curso/c-1/player");
    expect(pagePath(find("/", "visitor"), "c-1")).toBe("/");
  });
});

describe("bench:web targets", () => {
  it("holds a visitor's page to 95, SEO 100, accessibility 100 and no layout shift, naming each miss", () => {
    const home = find("/", "visitor");
    expect(missedTargets(home, scores())).toEqual([]);
    expect(missedTargets(home, scores({ performance: 94, seo: 91, cls: 0.05 }))).toEqual([
      "performance 94 < 95",
      "SEO 91 < 100",
      "CLS 0.050 > 0.01",
    ]);
  });

  it("holds a member's version of a public page to 90 and still to SEO 100", () => {
    const promotions = find("/promocoes", "member");
    expect(missedTargets(promotions, scores({ performance: 90 }))).toEqual([]);
    expect(missedTargets(promotions, scores({ performance: 89, seo: 92 }))).toEqual([
      "performance 89 < 90",
      "SEO 92 < 100",
    ]);
  });

  it("does not grade the SEO of pages only a member opens (they are not indexed)", () => {
    const dashboard = find("/dashboard", "member");
    expect(missedTargets(dashboard, scores({ performance: 90, seo: 60 }))).toEqual([]);
    expect(missedTargets(dashboard, scores({ performance: 89, seo: 60, accessibility: 98 }))).toEqual([
      "performance 89 < 90",
      "acessibilidade 98 < 100",
    ]);
  });

  it("reads Lighthouse's 0..1 scores as percent, a missing one as 0", () => {
    expect(toPercent(0.955)).toBe(96);
    expect(toPercent(null)).toBe(0);
  });
});
