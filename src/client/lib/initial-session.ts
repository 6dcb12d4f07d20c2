import type { RouterOutputs } from "@/client/trpc";
import { SESSION_DATA_ELEMENT_ID } from "@/shared/session-data";

type MeAnswer = RouterOutputs["auth"]["me"];

/**
 * The session the server wrote into the page (server/http/page-data-blocks.ts): auth.me's
 * answer, null for a visitor; undefined when the page has no such block (the Vite dev server),
 * and the root route then asks the API as before.
 */
export function readInitialSession(page: Pick<Document, "getElementById">): MeAnswer | undefined {
  const block = page.getElementById(SESSION_DATA_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as MeAnswer;
  } catch {
    return undefined;
  }
}
