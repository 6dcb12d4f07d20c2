/**
 * The public pages a visitor sees the same for everyone, with no data from the API: their markup is
 * drawn at build and sent in the HTML (docs/decisions/021), so they paint before any script runs.
 * Each entry is a whole address: a search param that changes the page is its own entry. Its own
 * module, without React, so the bundle budget (scripts/check-bundle-budget.ts) can read it too.
 */
export const PRERENDERED_URLS = [
  "/welcome",
  "/login",
  "/login?modo=cadastro",
  "/planos",
  "/recursos",
  "/precos",
  "/sobre",
  "/ajuda",
  "/contato",
  "/privacidade",
  "/termos",
  "/esqueci-senha",
] as const;
