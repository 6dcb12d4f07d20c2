import { expect, type BrowserContext, type Page } from "@playwright/test";
import { postProcedure } from "../api";

/**
 * The stored-XSS watch of docs/security.md: a payload that runs calls `window.__xss` (a binding on every frame
 * of the context, iframes and pop-ups included) or opens a dialog; either is recorded in a sink
 * the test then expects empty.
 */
export const IMG = "<img src=x onerror=window.__xss(1)>";
export const SCRIPT = "<script>window.__xss(2)</script>";
export const SVG = '"><svg onload=window.__xss(3)>';
export const JS_LINK = "javascript:window.__xss(4)";

export interface Sink {
  calls: string[];
}

/** A context whose every page reports script execution into `sink`; set before any navigation. */
export async function watchedContext(newContext: () => Promise<BrowserContext>, sink: Sink): Promise<Page> {
  const context = await newContext();
  await context.exposeBinding("__xss", (source, marker: unknown) => {
    sink.calls.push(`__xss(${String(marker)}) on ${source.page?.url() ?? "?"}`);
  });
  context.on("page", (page) =>
    page.on("dialog", (dialog) => {
      sink.calls.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss();
    }),
  );
  return context.newPage();
}

/** A refused procedure call: the field's validation keeps the payload out of the database. */
export async function expectRefused(page: Page, path: string, input: unknown): Promise<void> {
  const response = await postProcedure(page, path, input);
  expect(response.status(), `${path} accepted ${JSON.stringify(input)}`).toBe(400);
}

/** Each text on screen somewhere (a closed select's option of the same text does not count). */
export async function expectShown(page: Page, ...texts: string[]): Promise<void> {
  for (const value of texts) await expect(page.getByText(value).filter({ visible: true }).first(), value).toBeVisible();
}
