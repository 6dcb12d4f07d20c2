import { SESSION_DATA_ELEMENT_ID } from "@/shared/session-data";

/**
 * JSON made safe to sit inside a <script> element: '<' is escaped so no value (a user's name
 * with '</script>' or '<!--' in it) can close the block or open markup; U+2028/2029 for old parsers.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page with the session as a non-executable data block before </head> (type
 * application/json: a strict CSP without 'unsafe-inline' scripts still allows it); null for a visitor.
 */
export function withSessionData(html: string, session: unknown): string {
  const block = `<script type="application/json" id="${SESSION_DATA_ELEMENT_ID}">${jsonForScriptElement(session ?? null)}</script>`;
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) throw new Error("index.html sem </head>");
  return `${html.slice(0, headEnd)}${block}${html.slice(headEnd)}`;
}
