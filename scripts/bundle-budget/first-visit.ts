/**
 * The scripts a browser really fetches on a first visit to a page: Debian's Chromium, an empty cache,
 * the page opened and left until the network has been quiet, at a phone's and at a desktop's size.
 * Reading the build's manifest instead missed what the app imports lazily once it runs (the router's
 * other chunks of the route, the pieces the layout loads after hydrating): the browser is the only
 * complete list.
 */
import { chromium, devices } from "@playwright/test";
import { DEBIAN_CHROMIUM } from "../chromium.mjs";

/** A viewport the budget is measured at; a page may load other code for a phone than for a desktop. */
export const VIEWPORTS = {
  celular: devices["Pixel 7"],
  desktop: devices["Desktop Chrome"],
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The visit ends once no script has been asked for this long. The app comes in steps (the entry
 * and its chunks, then the route's chunks, then what the layout imports after hydrating),
 * with pauses between them that grow on a busy machine: Playwright's "networkidle" (500 ms) ended
 * visits halfway, missing the last steps.
 */
const QUIET_MS = 5_000;
/** A page still loading code after this long is a page to look at, not to wait for. */
const VISIT_LIMIT_MS = 60_000;

/**
 * The same-origin script files (paths under the site, e.g. `assets/x.js`) among the URLs a visit
 * fetched, each once, sorted. Scripts from elsewhere are not the build's and are not counted here.
 */
export function ownScriptFiles(urls: readonly string[], baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const files = new Set<string>();
  for (const address of urls) {
    const url = new URL(address);
    if (url.origin === origin && url.pathname.endsWith(".js")) files.add(url.pathname.slice(1));
  }
  return [...files].sort();
}

/** What one visit fetched: the build's script files, and the HTTP headers that came with them. */
export interface Visit {
  files: string[];
  /**
   * The response headers of those scripts, in bytes: about 1 KB each here (the security headers),
   * which HTTP/1.1 on loopback repeats per file and HTTP/2 compresses away; shown, not budgeted.
   */
  headerBytes: number;
}

/** The scripts a first visit to `pagePath` fetched, at each viewport. */
export async function firstVisitScripts(baseUrl: string, pagePath: string): Promise<Record<ViewportName, Visit>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const visit = async (name: ViewportName) => {
      const context = await browser.newContext({ ...VIEWPORTS[name] });
      const urls: string[] = [];
      const headerSizes: Promise<number>[] = [];
      let pending = 0;
      let lastScriptAt = Date.now();
      const page = await context.newPage();
      page.on("request", (request) => {
        if (request.resourceType() !== "script") return;
        urls.push(request.url());
        pending += 1;
        lastScriptAt = Date.now();
      });
      const settled = () => {
        pending -= 1;
        lastScriptAt = Date.now();
      };
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        if (ownScriptFiles([request.url()], baseUrl).length > 0)
          headerSizes.push(request.sizes().then((sizes) => sizes.responseHeadersSize));
        settled();
      });
      page.on("requestfailed", (request) => request.resourceType() === "script" && settled());
      const started = Date.now();
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "load" });
      while (pending > 0 || Date.now() - lastScriptAt < QUIET_MS) {
        if (Date.now() - started > VISIT_LIMIT_MS)
          throw new Error(`${pagePath} (${name}) ainda carregava scripts após ${VISIT_LIMIT_MS / 1000} s`);
        await page.waitForTimeout(250);
      }
      const headerBytes = (await Promise.all(headerSizes)).reduce((sum, bytes) => sum + bytes, 0);
      await context.close();
      return { files: ownScriptFiles(urls, baseUrl), headerBytes };
    };
    return { celular: await visit("celular"), desktop: await visit("desktop") };
  } finally {
    await browser.close();
  }
}
