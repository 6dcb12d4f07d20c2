import type { Page } from "@playwright/test";

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation the page meets: the `securitypolicyviolation`
 * events of each document and Chromium's CSP console errors. Call before the first navigation;
 * the returned function hands over (and forgets) what was seen since the last call.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  const consoleErrors: CspViolation[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push({ directive: "console", blocked: message.text(), page: page.url() });
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; page: string }[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href });
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const seen = (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [];
      return seen.splice(0);
    });
    // Console errors outlive a navigation (the in-page list does not): each is reported once.
    return [...inPage, ...consoleErrors.splice(0)];
  };
}
