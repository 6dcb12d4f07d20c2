import { describe, expect, expectTypeOf, it } from "vitest";
import type { FileRoutesByTo } from "@/client/routeTree.gen";
import { APP_ROUTE_PATHS, isAppRoute, SITEMAP_PATHS, type AppRoutePath } from "@/shared/domain/access/app-routes";

describe("the route table", () => {
  it("lists exactly the client router's pages (checked by npm run typecheck)", () => {
    expectTypeOf<AppRoutePath>().toEqualTypeOf<keyof FileRoutesByTo>();
  });

  it("recognises every page, with parameters and a trailing slash", () => {
    for (const path of [
      "/",
      "/cursos",
      "/cursos/",
      "/curso/abc-123",
      "/curso/abc-123/player",
      "/admin",
      "/payment-canceled",
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const path of [
      "/rota-que-nao-existe",
      "/curso",
      "/curso/abc/player/extra",
      "/robots",
      "/cursos/abc",
      "/Admin",
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it("puts only public pages in the sitemap", () => {
    expect(SITEMAP_PATHS).toContain("/");
    expect(SITEMAP_PATHS).toContain("/cursos");
    for (const path of ["/dashboard", "/admin", "/relatorios", "/payment-success", "/payment-canceled"]) {
      expect(SITEMAP_PATHS).not.toContain(path);
    }
    expect(APP_ROUTE_PATHS.length).toBeGreaterThan(SITEMAP_PATHS.length);
  });
});
