import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support";
import { openWalkedPage, pagesFor, type Viewer } from "./routes";

/**
 * What does not fit: the page scrolling sideways, and any header element whose text is cut
 * (wider than its box while that box hides or ellipsises the rest).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    const header = document.querySelector("header");
    for (const element of header ? Array.from(header.querySelectorAll<HTMLElement>("*")) : []) {
      if (element.offsetParent === null || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`header text cut: "${element.textContent.trim()}"`);
    }
    return problems;
  });
}

const WIDTHS = [390, 1024, 1440] as const;
const VIEWERS: Viewer[] = ["visitor", "admin"];

for (const width of WIDTHS) {
  for (const viewer of VIEWERS) {
    test.describe(`at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test(`every page a ${viewer} opens fits, header included`, async ({ page }) => {
        test.setTimeout(180_000);
        if (viewer === "admin") await logInAsAdmin(page);
        for (const walked of pagesFor(viewer)) {
          await openWalkedPage(page, walked);
          expect.soft(await layoutProblems(page), walked.url).toEqual([]);
        }
      });
    });
  }
}
