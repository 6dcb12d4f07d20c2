import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openWalkedPage, pagesFor, type Viewer, type WalkedPage } from "./routes";
import { watchCspViolations } from "./security/csp-watch";
import { logInAsAdmin } from "./support";
import { addProgram } from "./wallet-ui";

/**
 * Every page of the route list, opened once and then checked at each size by resizing the window:
 * axe-core on a desktop and on a phone (each of the page's dialogs on the phone: a dialog's markup
 * is the same at every width), the layout at the widths where the header changes shape, and not
 * one Content-Security-Policy violation throughout (docs/security.md). One load per page keeps the walk
 * inside CI's budget.
 */
interface Size {
  width: number;
  height: number;
  axe: boolean;
  dialogs: boolean;
  layout: boolean;
}

const SIZES: readonly Size[] = [
  { width: 1440, height: 900, axe: false, dialogs: false, layout: true },
  { width: 1280, height: 800, axe: true, dialogs: false, layout: false },
  { width: 1024, height: 900, axe: false, dialogs: false, layout: true },
  { width: 390, height: 844, axe: true, dialogs: true, layout: true },
];

/** Pages per test: small enough that the two workers share the walk evenly. */
const PAGES_PER_TEST = 2;

/** axe-core's findings as short lines (rule: elements), so a failure says what to fix where. */
async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
}

/**
 * What does not fit: the page scrolling sideways, and any header element whose text is cut
 * (wider than its box while that box hides or ellipsises the rest).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    const header = document.querySelector("header");
    for (const element of header ? Array.from(header.querySelectorAll<HTMLElement>("*")) : []) {
      if (element.offsetParent === null || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (clips && element.scrollWidth > element.clientWidth + 1)
        problems.push(`header text cut: "${element.textContent.trim()}"`);
    }
    return problems;
  });
}

/** The new size is laid out and painted (two frames) before anything is measured. */
async function resizeTo(page: Page, { width, height }: Size): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A dialog and its overlay fade in (200 ms): measured mid-way, its text is part transparent and so
 * is its contrast (a failure seen once on CI). Waits for every animation that ends, so axe checks
 * the dialog as the user reads it; endless ones (a spinner) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function checkDialogs(page: Page, walked: WalkedPage, where: string): Promise<void> {
  for (const name of walked.dialogs ?? []) {
    await page.getByRole("button", { name, exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await animationsSettled(page);
    expect.soft(await violations(page, "[role=dialog]"), `${where} → ${name}`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

async function checkPage(page: Page, walked: WalkedPage): Promise<void> {
  await openWalkedPage(page, walked);
  for (const size of SIZES) {
    await resizeTo(page, size);
    const where = `${walked.url} at ${size.width}px`;
    if (size.layout) expect.soft(await layoutProblems(page), where).toEqual([]);
    if (size.axe) expect.soft(await violations(page), where).toEqual([]);
    if (size.dialogs) await checkDialogs(page, walked, where);
  }
}

/** The admin's wallet needs a program, so the program card and its dialogs are on the page. */
async function ensureAdminProgram(page: Page): Promise<void> {
  if ((await page.getByRole("article", { name: "Smiles" }).count()) === 0) await addProgram(page, "Smiles", "1");
}

function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

const VIEWERS: Viewer[] = ["visitor", "admin"];

for (const viewer of VIEWERS) {
  for (const group of inGroups(pagesFor(viewer), PAGES_PER_TEST)) {
    test(`${viewer}: ${group.map((walked) => walked.url).join(", ")} pass axe-core and fit at every width`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const cspViolations = await watchCspViolations(page);
      if (viewer === "admin") {
        await logInAsAdmin(page);
        if (group.some((walked) => walked.route === "/dashboard")) await ensureAdminProgram(page);
      }
      for (const walked of group) {
        await checkPage(page, walked);
        expect.soft(await cspViolations(), `${walked.url}: Content-Security-Policy`).toEqual([]);
      }
    });
  }
}
