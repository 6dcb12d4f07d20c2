/** The site's name and default page title (index.html repeats the title for the first paint). */
export const SITE_NAME = "Milheiro";
export const SITE_TITLE = `${SITE_NAME} — gestão de milhas e pontos`;
