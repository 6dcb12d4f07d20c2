// What the /admin route needs before its page code loads (search validation, the loader's
// prefetch): kept apart from the tab components so the route's eager part pulls in no admin UI.

/** The six tabs of docs/product.md §2 and the programs' catalogue, by their address (?aba=…). */
export const ADMIN_TABS = [
  "usuarios",
  "acesso-promocoes",
  "acesso-cursos",
  "cursos",
  "promocoes",
  "catalogo",
  "configuracoes",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const USERS_PAGE_SIZE = 12;

/** What the route loader prefetches: the users tab as it first opens. */
export const FIRST_USERS_PAGE = { search: "", page: 1, pageSize: USERS_PAGE_SIZE };
