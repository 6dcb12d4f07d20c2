/** The flight finder's page as a test drives it: its tabs, its route fields and the miles it lists. */
import { expect, type Locator, type Page } from "@playwright/test";

/** A day well ahead, as the date input wants it (YYYY-MM-DD). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const DEPARTURE = daysFromNow(30);
export const RETURN = daysFromNow(37);

export async function openTab(page: Page, name: "Buscar voos" | "Teste de scraping"): Promise<Locator> {
  await page.goto("/buscador-passagens");
  await expect(page.getByRole("heading", { name: "Buscador de Passagens", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

export async function fillRoute(panel: Locator, origin: string, destination: string): Promise<void> {
  await panel.getByLabel("Origem").fill(origin);
  await panel.getByLabel("Destino").fill(destination);
  await panel.getByLabel("Data de ida").fill(DEPARTURE);
}

export async function milesOf(results: Locator): Promise<number[]> {
  const texts = await results.getByText(/^[\d.]+ milhas$/).allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, "")));
}
