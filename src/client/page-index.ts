import type { AnyRoute } from "@tanstack/react-router";
import { createAppRouter, type PageIndexing } from "./router";
import { routeTree } from "./routeTree.gen";

/** One page of the app: its address as the router spells it ('$id' one segment) and what search engines may do with it. */
export interface PageEntry {
  path: string;
  indexing: PageIndexing | undefined;
}

function childrenOf(route: AnyRoute): AnyRoute[] {
  const children: unknown = route.children;
  if (!children) return [];
  return (Array.isArray(children) ? children : Object.values(children as Record<string, AnyRoute>)) as AnyRoute[];
}

/**
 * Every page of the route tree (the routes with no child; pathless guards such as _authed only
 * group them), with what its own definition says in `staticData.indexing`: the one place
 * robots.txt and sitemap.xml are made from (src/server/http/seo.ts).
 */
export function pagesOf(): PageEntry[] {
  // A router works out each route's full path when it is created; the tree alone has none yet.
  createAppRouter();
  return leavesOf(routeTree);
}

function leavesOf(route: AnyRoute): PageEntry[] {
  const children = childrenOf(route);
  if (children.length > 0) return children.flatMap(leavesOf);
  const path = route.fullPath === "/" ? "/" : route.fullPath.replace(/\/$/, "");
  return [{ path, indexing: route.options.staticData?.indexing }];
}
