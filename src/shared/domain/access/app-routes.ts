/**
 * Every page of the app (docs/product.md §2), as the client router spells it ('$id' is one path segment).
 * The server answers 404 for any other address and builds the sitemap from the public ones; a
 * type test (app-routes.test.ts) fails when the client's route tree and this table disagree.
 */
const APP_ROUTES = {
  "/": { sitemap: true },
  "/welcome": { sitemap: true },
  "/login": { sitemap: true },
  "/esqueci-senha": { sitemap: false },
  "/redefinir-senha": { sitemap: false },
  "/promocoes": { sitemap: true },
  "/cursos": { sitemap: true },
  "/curso/$id": { sitemap: false },
  "/curso/$id/player": { sitemap: false },
  "/certificado/$code": { sitemap: false },
  "/buscador-passagens": { sitemap: true },
  "/planos": { sitemap: true },
  "/recursos": { sitemap: true },
  "/precos": { sitemap: true },
  "/demo": { sitemap: true },
  "/ajuda": { sitemap: true },
  "/contato": { sitemap: true },
  "/status": { sitemap: true },
  "/sobre": { sitemap: true },
  "/privacidade": { sitemap: true },
  "/termos": { sitemap: true },
  // Pages behind a login, or reached only from a checkout, are kept out of search engines.
  "/dashboard": { sitemap: false },
  "/relatorios": { sitemap: false },
  "/admin": { sitemap: false },
  "/minha-assinatura": { sitemap: false },
  "/minha-conta": { sitemap: false },
  "/payment-success": { sitemap: false },
  "/payment-canceled": { sitemap: false },
} as const satisfies Record<string, { sitemap: boolean }>;

export type AppRoutePath = keyof typeof APP_ROUTES;

export const APP_ROUTE_PATHS = Object.keys(APP_ROUTES) as AppRoutePath[];

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** Whether an address's path (no query) is a page of the app. A trailing slash is the same page. */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return APP_ROUTE_PATHS.some((route) => {
    const pattern = segmentsOf(route);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith("$") ? (segments[index] ?? "") !== "" : part === segments[index]))
    );
  });
}

/** The pages a search engine may list, in table order. */
export const SITEMAP_PATHS = APP_ROUTE_PATHS.filter((path) => APP_ROUTES[path].sitemap);

/** Where crawlers should not go: private pages and the API. */
export const ROBOTS_DISALLOWED = [
  "/dashboard",
  "/relatorios",
  "/admin",
  "/minha-assinatura",
  "/minha-conta",
  "/payment-success",
  "/payment-canceled",
  "/trpc",
  "/api/",
  "/auth/",
  "/conta/",
];
