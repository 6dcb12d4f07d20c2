import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { startTestPushService, type TestPushService, type TestSubscription } from "../src/server/testing/push-service";
import { mutate } from "./api";
import { E2E_BASE_URL } from "./base-url";
import { readE2ePushCertificate } from "./push-certificate";
import { moveClockPastTrial, newAccount, openAdminTab, signUpThroughForm } from "./support";
import { openDashboardAsNewMember } from "./wallet-ui";

test.describe.configure({ timeout: 120_000 });

let push: TestPushService;
test.beforeAll(async () => {
  // The pair the server was started trusting (scripts/e2e-server.ts).
  push = await startTestPushService(readE2ePushCertificate());
});
test.afterAll(async () => {
  await push?.close();
});

/**
 * Chromium subscribes through Google's push service, which this machine cannot reach: the page's
 * PushManager hands out a subscription of the local push service instead (src/server/testing/
 * push-service.ts), which the server then pushes to for real. Everything else is the browser's.
 */
async function useLocalPushService(page: Page, subscription: TestSubscription) {
  await page.addInitScript((json) => {
    const key = "e2e-push-subscription";
    const made = () => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(key, "1");
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(key) ? made() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The service worker's registration id, as the DevTools protocol names it, once it is active. */
async function activeRegistrationId(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
      const active = versions.find((version) => version.status === "activated");
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, registrationId: await registrations };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body }));
  });

/** A new Minha Gestão member whose browser hands out a subscription of the local push service and allows notifications. */
async function memberAllowingPush(page: Page, browser: Browser): Promise<TestSubscription> {
  const subscription = push.subscribe();
  await useLocalPushService(page, subscription);
  await page.context().grantPermissions(["notifications"], { origin: E2E_BASE_URL });
  await openDashboardAsNewMember(page, browser);
  return subscription;
}

test("a member turns push on, gets an expiry alert on the phone, opens the app offline and removes the device", async ({
  page,
  browser,
}) => {
  const subscription = await memberAllowingPush(page, browser);
  const program = await mutate<{ id: string }>(page, "wallet.programs.create", { name: "Smiles", balance: 0 });
  const today = todayInSaoPaulo();
  await mutate(page, "wallet.accumulations.create", {
    programId: program.id,
    milesAcquired: 4_000,
    calculationDate: today,
    expiresOn: addDays(today, 7),
  });

  await page.goto("/minha-conta");
  const devices = page.getByRole("region", { name: "Notificações no celular" });
  await expect(devices.getByText("Nenhum aparelho recebe notificações")).toBeVisible();
  await devices.getByRole("button", { name: "Ativar notificações neste aparelho" }).click();
  await expect(page.getByText("Notificações ativadas neste aparelho")).toBeVisible();
  const thisDevice = devices.getByRole("listitem");
  await expect(thisDevice).toContainText("este aparelho");
  await expect(thisDevice).toContainText("Adicionado em");

  const admin = await openAdminTab(browser, "configuracoes");
  try {
    await admin
      .getByRole("region", { name: "Notificações" })
      .getByRole("button", { name: "Executar verificação de alertas" })
      .click();
    await expect(admin.getByText("Verificação de alertas agendada!")).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // The job's worker polls every two seconds; the push service decrypts what the server sent.
  await expect
    .poll(() => push.received.filter((received) => received.subscription === subscription.endpoint), {
      timeout: 45_000,
    })
    .toHaveLength(1);
  const [received] = push.received.filter((item) => item.subscription === subscription.endpoint);
  expect(received?.payload).toMatchObject({
    body: expect.stringContaining("4.000 milhas do Smiles"),
    url: "/dashboard",
  });

  // What the push service would hand the browser, delivered to the service worker through DevTools.
  const { cdp, registrationId } = await activeRegistrationId(page);
  // Chromium's own installability checks (what Lighthouse's installable audit asked): manifest,
  // icons, start_url, display and the service worker. A Playwright context is an incognito
  // profile, where Chromium installs nothing whatever the app: that one reason is not the app's.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.filter(({ errorId }) => errorId !== "in-incognito")).toEqual([]);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: E2E_BASE_URL,
    registrationId,
    data: JSON.stringify(received?.payload),
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: expect.stringContaining("Smiles"), body: expect.stringContaining("4.000 milhas do Smiles") }]);

  await page.context().setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible();
  await page.context().setOffline(false);

  await page.goto("/minha-conta");
  await devices.getByRole("button", { name: /^Remover aparelho: / }).click();
  await expect(page.getByText("Aparelho removido")).toBeVisible();
  await expect(devices.getByText("Nenhum aparelho recebe notificações")).toBeVisible();
  await expect(devices.getByRole("button", { name: "Ativar notificações neste aparelho" })).toBeVisible();
});

test("push is chosen per kind; a refused permission subscribes nothing; a member without Minha Gestão is told push comes with it", async ({
  page,
  browser,
}) => {
  await useLocalPushService(page, push.subscribe());
  await openDashboardAsNewMember(page, browser);
  // Which alerts go by push is chosen per kind, with the others of 'Preferências de alerta'.
  await page.getByRole("button", { name: "Preferências de alerta" }).click();
  const preferences = page.getByRole("dialog", { name: "Preferências de alerta" });
  const pushChoices = preferences.getByRole("group", { name: "Notificações no celular" });
  await expect(pushChoices.getByRole("checkbox", { name: "Milhas vencendo" })).toBeChecked();
  await pushChoices.getByRole("checkbox", { name: "Fim do teste PRO" }).uncheck();
  await preferences.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(page.getByText("Preferências salvas!")).toBeVisible();
  await page.getByRole("button", { name: "Preferências de alerta" }).click();
  await expect(pushChoices.getByRole("checkbox", { name: "Fim do teste PRO" })).not.toBeChecked();
  await expect(pushChoices.getByRole("checkbox", { name: "Bônus atrasado" })).toBeChecked();
  await page.keyboard.press("Escape");

  await page.goto("/minha-conta");
  const devices = page.getByRole("region", { name: "Notificações no celular" });
  // No permission granted: Chromium answers the request as dismissed.
  await devices.getByRole("button", { name: "Ativar notificações neste aparelho" }).click();
  await expect(page.getByText("Notificações não permitidas")).toBeVisible();
  await expect(devices.getByText("Nenhum aparelho recebe notificações")).toBeVisible();

  const member = await browser.newPage();
  try {
    await signUpThroughForm(member, newAccount("sem-gestao"));
    // Past the trial, which opens Minha Gestão to every new member (docs/decisions/031).
    await moveClockPastTrial(member);
    await member.goto("/minha-conta");
    const section = member.getByRole("region", { name: "Notificações no celular" });
    await expect(section.getByText("As notificações no celular fazem parte da Minha Gestão.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Ativar notificações neste aparelho" })).toHaveCount(0);
    await expect(member.getByRole("region", { name: "Instalar o app" })).toBeVisible();
  } finally {
    await member.context().close();
  }
});

test("a member's 'Avise-me' on the feed: the promotion an admin publishes into it arrives on the phone once", async ({
  page,
  browser,
}) => {
  const subscription = await memberAllowingPush(page, browser);
  await page.goto("/minha-conta");
  await page
    .getByRole("region", { name: "Notificações no celular" })
    .getByRole("button", { name: "Ativar notificações neste aparelho" })
    .click();
  await expect(page.getByText("Notificações ativadas neste aparelho")).toBeVisible();

  // A program of this test's own, so no other test's alert or promotion meets it.
  const program = `Smiles ${randomUUID().slice(0, 6)}`;
  await page.goto("/promocoes");
  await page.getByRole("button", { name: "Avise-me" }).click();
  const dialog = page.getByRole("dialog", { name: "Avise-me de promoções" });
  await dialog.getByLabel("Categoria").selectOption({ label: "Transferência" });
  await dialog.getByLabel("Programa", { exact: true }).fill(program);
  await dialog.getByLabel("Programa de origem").fill("Livelo");
  await dialog.getByLabel("Bônus ou desconto mínimo (%)").fill("80");
  await dialog.getByRole("button", { name: "Salvar alerta" }).click();
  await expect(page.getByText("Alerta criado: avisaremos você")).toBeVisible();

  const admin = await openAdminTab(browser, "promocoes");
  try {
    await admin.getByRole("button", { name: "Nova promoção" }).click();
    const form = admin.getByRole("dialog", { name: "Nova promoção" });
    await form.getByLabel("Título").fill(`Livelo para ${program} com 90% de bônus`);
    await form.getByLabel("Categoria").selectOption({ label: "Transferência" });
    await form.getByLabel("Programa", { exact: true }).fill(program);
    await form.getByLabel("Programa de origem").fill("Livelo");
    await form.getByLabel("Desconto").fill("90% de bônus");
    await form.getByLabel("Válida até").fill(addDays(todayInSaoPaulo(), 5));
    await form.getByLabel("Link da oferta").fill("https://exemplo.com/livelo-smiles");
    await form.getByLabel("Descrição").fill("Transfira pontos Livelo com bônus.");
    await form.getByRole("button", { name: "Criar promoção" }).click();
    await expect(admin.getByText("Promoção criada com sucesso!")).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // Matching runs as a task after the admin's save; the push service decrypts what the server sent.
  const received = () => push.received.filter((item) => item.subscription === subscription.endpoint);
  await expect.poll(received, { timeout: 45_000 }).toHaveLength(1);
  expect(received()[0]?.payload).toMatchObject({
    title: `Livelo para ${program} com 90% de bônus`,
    body: expect.stringContaining(`Livelo → ${program}: 90% de bônus`),
    url: "/promocoes",
  });
  const { cdp, registrationId } = await activeRegistrationId(page);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: E2E_BASE_URL,
    registrationId,
    data: JSON.stringify(received()[0]?.payload),
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      { title: `Livelo para ${program} com 90% de bônus`, body: expect.stringContaining("Combina com seu alerta") },
    ]);

  // Once per promotion: nothing more arrives, and the bell holds the one alert.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Notificações/ }).click();
  const bell = page.getByRole("dialog", { name: "Notificações" });
  await expect(bell.getByText(`Promoção para você: Livelo para ${program} com 90% de bônus`)).toBeVisible();
  await bell.getByRole("link", { name: "Ver promoções" }).click();
  await expect(page).toHaveURL(/\/promocoes$/);
  expect(received()).toHaveLength(1);
});
