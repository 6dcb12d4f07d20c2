import { describe, expect, it } from "vitest";
import type { FileRoutesByTo } from "./routeTree.gen";
import { pagesOf } from "./page-index";

describe("the pages of the route tree", () => {
  const pages = pagesOf();

  it("are exactly the router's pages, spelled as links spell them", () => {
    // Typed by the generated tree: a page added or removed fails the typecheck here until listed.
    const expected: Record<keyof FileRoutesByTo, true> = {
      "/": true,
      "/ajuda": true,
      "/buscador-passagens": true,
      "/contato": true,
      "/cursos": true,
      "/demo": true,
      "/esqueci-senha": true,
      "/login": true,
      "/payment-canceled": true,
      "/payment-success": true,
      "/planos": true,
      "/precos": true,
      "/privacidade": true,
      "/promocoes": true,
      "/recursos": true,
      "/redefinir-senha": true,
      "/relatorios": true,
      "/sobre": true,
      "/status": true,
      "/termos": true,
      "/welcome": true,
      "/admin": true,
      "/dashboard": true,
      "/emissoes": true,
      "/importar-planilha": true,
      "/minha-assinatura": true,
      "/minha-conta": true,
      "/certificado/$code": true,
      "/curso/$id/player": true,
      "/curso/$id": true,
    };
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(expected).sort());
  });

  it("list the public pages for search engines and keep the private ones out", () => {
    const listed = pages.filter((page) => page.indexing === "sitemap").map((page) => page.path);
    const kept = pages.filter((page) => page.indexing === "private").map((page) => page.path);
    expect(listed).toContain("/");
    expect(listed).toContain("/cursos");
    for (const path of ["/dashboard", "/admin", "/relatorios", "/minha-conta", "/payment-success"]) {
      expect(kept).toContain(path);
      expect(listed).not.toContain(path);
    }
  });
});
