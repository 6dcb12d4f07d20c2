/** What `npm run bench:web` measures and what each page must reach (docs/performance.md). */

/** Who opens the page: a visitor without a session, or a member on the PRO plan (scripts/bench-web/seed.ts). */
type Session = "visitor" | "member";

export interface PageTarget {
  /** The address, `{curso}` standing for the id of the course the bench publishes. */
  path: string;
  session: Session;
  performance: number;
  /** Null on the pages only a member opens: they tell robots not to index them, which SEO scores down. */
  seo: number | null;
  accessibility: number;
  /** Cumulative layout shift, at most: the page must not move when the app takes it over. */
  cls: number;
}

/** The course detail and its player, with the seeded course's id put in by `pagePath`. */
const COURSE_PLACEHOLDER = "{curso}";

// Pages a visitor may open, each also measured as a member with access when its member version differs.
const VISITOR_PAGES = [
  "/",
  "/welcome",
  "/login",
  "/promocoes",
  "/cursos",
  `/curso/${COURSE_PLACEHOLDER}`,
  `/curso/${COURSE_PLACEHOLDER}/player`,
  "/buscador-passagens",
];
// /welcome and /login send a member elsewhere: they have no member version.
const VISITOR_ONLY = new Set(["/welcome", "/login"]);
const MEMBER_ONLY_PAGES = ["/dashboard", "/relatorios", "/minha-conta"];

/**
 * A layout shift this small is a rounding of Lighthouse's, not a visible move; anything above it
 * is a page that jumps (web.dev calls up to 0.1 "good", which would let a hydration jump through).
 */
const MAX_CLS = 0.01;

const target = (path: string, session: Session, seo: number | null): PageTarget => ({
  path,
  session,
  performance: session === "visitor" ? 95 : 90,
  seo,
  accessibility: 100,
  cls: MAX_CLS,
});

export const PAGE_TARGETS: readonly PageTarget[] = [
  ...VISITOR_PAGES.flatMap((path) => [
    target(path, "visitor", 100),
    ...(VISITOR_ONLY.has(path) ? [] : [target(path, "member", 100)]),
  ]),
  ...MEMBER_ONLY_PAGES.map((path) => target(path, "member", null)),
];

/** The address to open for a target, the course placeholder filled in. */
export function pagePath(target: Pick<PageTarget, "path">, courseId: string): string {
  return target.path.replace(COURSE_PLACEHOLDER, courseId);
}

/** Lighthouse's category scores as 0–100 integers, the largest contentful paint and the layout shift. */
export interface PageScores {
  performance: number;
  seo: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}

/** The targets a page missed, in words for the table; empty when it met them all. */
export function missedTargets(target: PageTarget, scores: PageScores): string[] {
  const missed: string[] = [];
  if (scores.performance < target.performance) missed.push(`performance ${scores.performance} < ${target.performance}`);
  if (target.seo !== null && scores.seo < target.seo) missed.push(`SEO ${scores.seo} < ${target.seo}`);
  if (scores.accessibility < target.accessibility)
    missed.push(`acessibilidade ${scores.accessibility} < ${target.accessibility}`);
  if (scores.cls > target.cls) missed.push(`CLS ${scores.cls.toFixed(3)} > ${target.cls}`);
  return missed;
}

/** Lighthouse gives scores in 0..1 (null when a category could not run: counted as 0). */
export function toPercent(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}
