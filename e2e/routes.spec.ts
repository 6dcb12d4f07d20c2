import { expect, test } from "@playwright/test";
import { APP_ROUTE_PATHS } from "../src/shared/domain/access/app-routes";
import { WALKED_PAGES } from "./routes";

test("the page walk visits every route of the app", () => {
  const walked = new Set(WALKED_PAGES.map((page) => page.route));
  expect(APP_ROUTE_PATHS.filter((route) => !walked.has(route))).toEqual([]);
});
