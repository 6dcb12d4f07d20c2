/** What `npm run bench:web` measures and what each page must reach (docs/performance.md). */
export interface PageTarget {
  path: string;
  /** Measured with the session cookie of a member with dashboard access. */
  loggedIn: boolean;
  performance: number;
  seo: number | null;
  accessibility: number;
}

const publicPage = (path: string): PageTarget => ({
  path,
  loggedIn: false,
  performance: 95,
  seo: 100,
  accessibility: 100,
});
const memberPage = (path: string): PageTarget => ({
  path,
  loggedIn: true,
  performance: 90,
  seo: null,
  accessibility: 100,
});

export const PAGE_TARGETS: readonly PageTarget[] = [
  publicPage("/"),
  publicPage("/welcome"),
  publicPage("/login"),
  publicPage("/promocoes"),
  publicPage("/cursos"),
  publicPage("/buscador-passagens"),
  memberPage("/dashboard"),
  memberPage("/relatorios"),
];

/** Lighthouse's category scores as 0–100 integers, and the page's largest contentful paint. */
export interface PageScores {
  performance: number;
  seo: number;
  accessibility: number;
  lcpMs: number;
}

/** The targets a page missed, in words for the table; empty when it met them all. */
export function missedTargets(target: PageTarget, scores: PageScores): string[] {
  const missed: string[] = [];
  if (scores.performance < target.performance) missed.push(`performance ${scores.performance} < ${target.performance}`);
  if (target.seo !== null && scores.seo < target.seo) missed.push(`SEO ${scores.seo} < ${target.seo}`);
  if (scores.accessibility < target.accessibility)
    missed.push(`acessibilidade ${scores.accessibility} < ${target.accessibility}`);
  return missed;
}

/** Lighthouse gives scores in 0..1 (null when a category could not run: counted as 0). */
export function toPercent(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}
