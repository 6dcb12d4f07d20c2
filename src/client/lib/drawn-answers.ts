import { DRAWN_ANSWERS_ELEMENT_ID, type DrawnAnswer } from "@/shared/data-pages";

/**
 * The answers a page drawn by the server came with (docs/decisions/024), or undefined. The app
 * puts them in its query cache before the route loads, so the loaders find them fresh and React's
 * first pass draws the very markup the server sent.
 */
export function readDrawnAnswers(page: Pick<Document, "getElementById">): DrawnAnswer[] | undefined {
  const block = page.getElementById(DRAWN_ANSWERS_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    const answers: unknown = JSON.parse(block.textContent);
    return Array.isArray(answers) ? (answers as DrawnAnswer[]) : undefined;
  } catch {
    return undefined;
  }
}
