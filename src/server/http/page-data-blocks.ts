import { DRAWN_ANSWERS_ELEMENT_ID } from "@/shared/data-pages";
import { SESSION_DATA_ELEMENT_ID } from "@/shared/session-data";

/**
 * JSON text made safe to sit inside a <script> element: '<' is escaped so no value (a user's name
 * with '</script>' or '<!--' in it) can close the block or open markup; U+2028/2029 for old parsers.
 */
function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page with a non-executable JSON data block before </head> (type application/json: a strict
 * CSP without 'unsafe-inline' scripts still allows it).
 */
function withDataBlock(html: string, id: string, json: string): string {
  const block = `<script type="application/json" id="${id}">${scriptSafeJson(json)}</script>`;
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) throw new Error("index.html sem </head>");
  return `${html.slice(0, headEnd)}${block}${html.slice(headEnd)}`;
}

/** The page with the session (auth.me's answer) in its data block; null for a visitor. */
export function withSessionData(html: string, session: unknown): string {
  return withDataBlock(html, SESSION_DATA_ELEMENT_ID, JSON.stringify(session ?? null));
}

/** The page with the answers it was drawn from (JSON of DrawnAnswer[], docs/decisions/024). */
export function withDrawnAnswers(html: string, answers: string): string {
  return withDataBlock(html, DRAWN_ANSWERS_ELEMENT_ID, answers);
}
