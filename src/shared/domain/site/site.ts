/** The site's name and default page title (the root route writes it into every page's head). */
export const SITE_NAME = "Milheiro";
export const SITE_TITLE = `${SITE_NAME} — gestão de milhas e pontos`;

/** What search engines show under the title, on every page (the root route's head). */
export const SITE_DESCRIPTION =
  "Milheiro: gerencie seus programas de fidelidade, acompanhe vencimentos e saiba o custo real de cada milheiro.";
