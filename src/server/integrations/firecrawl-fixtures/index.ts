import { AZUL_RESULTS_MARKDOWN } from "./azul";
import { BLOCKED_PAGE_MARKDOWN } from "./blocked";
import { GOL_RESULTS_MARKDOWN } from "./gol";
import { LATAM_RESULTS_MARKDOWN } from "./latam";

const BY_HOST: Record<string, string> = {
  "www.voeazul.com.br": AZUL_RESULTS_MARKDOWN,
  "b2c.voegol.com.br": GOL_RESULTS_MARKDOWN,
  "www.latamairlines.com": LATAM_RESULTS_MARKDOWN,
};

/** The recorded results page of the airline that `url` belongs to; a bot-wall page for any other site. */
export function fixtureMarkdownFor(url: string): string {
  const host = URL.canParse(url) ? new URL(url).hostname : "";
  return BY_HOST[host] ?? BLOCKED_PAGE_MARKDOWN;
}

export { AZUL_RESULTS_MARKDOWN, BLOCKED_PAGE_MARKDOWN, GOL_RESULTS_MARKDOWN, LATAM_RESULTS_MARKDOWN };
