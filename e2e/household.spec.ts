import { expect, test, type Locator, type Page } from "@playwright/test";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatPlainDate } from "../src/shared/format";
import { mutate, query } from "./api";
import { DEPARTURE, fillRoute, openTab, RETURN } from "./flight-finder";
import { moveClockPastTrial, newAccount, signUpThroughForm } from "./support";
import { addProgram, openDashboardAsNewMember } from "./wallet-ui";

/*
 * The household's screens (issue 31, docs/decisions/039) as a member on the PRO trial uses them:
 * a second holder and two beneficiaries, a program moved to that holder, a Smiles redemption
 * registered from a flight finder result with what it bought, and a LATAM Pass redemption past its
 * limit confirmed. Valid CPFs by their check digits; 529.982.247-26 is the first one's wrong twin.
 */

const CAIO = { name: "Caio Souza", cpf: "529.982.247-25", masked: "***.982.247-**" };
const ANA = { name: "Ana Lima", cpf: "111.444.777-35" };
const BIA = { name: "Bia Rocha", cpf: "123.456.789-09" };

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

async function addPerson(page: Page, kind: "titular" | "beneficiário", person: { name: string; cpf: string }) {
  await page.getByRole("button", { name: `Adicionar ${kind}` }).click();
  const dialog = page.getByRole("dialog", { name: `Adicionar ${kind}` });
  await dialog.getByLabel("Nome").fill(person.name);
  await dialog.getByLabel("CPF", { exact: true }).fill(person.cpf);
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The household card's two lists: each person's name and, under it, the CPF as the server masks it. */
function household(page: Page): Locator {
  return page.getByRole("region", { name: "Titulares" }).or(page.getByRole("region", { name: "Beneficiários" }));
}

interface Named {
  id: string;
  name: string;
}

/**
 * 24 LATAM Pass tickets to third parties in the last 12 months (8 redemptions of Caio, Ana and
 * Bia), set up through the procedure the form calls. Issued today: the program's balance was
 * typed today, and a debit cannot come before the miles it spends.
 */
async function fillLatamLimit(page: Page): Promise<string> {
  const programs = await query<Named[]>(page, "wallet.programs.list");
  const holders = await query<Named[]>(page, "household.holders.list");
  const beneficiaries = await query<Named[]>(page, "household.beneficiaries.list");
  const latam = programs.find((program) => program.name === "LATAM Pass");
  const caio = holders.find((holder) => holder.name === CAIO.name);
  const today = todayInSaoPaulo();
  for (let redemption = 0; redemption < 8; redemption++) {
    const outcome = await mutate<{ status: string }>(page, "household.redemptions.create", {
      programId: latam?.id,
      issuedOn: today,
      departureOn: DEPARTURE,
      origin: "GRU",
      destination: "SDU",
      miles: 1000,
      taxesCents: 5000,
      holderIds: [caio?.id],
      beneficiaryIds: beneficiaries.map((beneficiary) => beneficiary.id),
    });
    expect(outcome.status).toBe("saved");
  }
  // Rolling 12 months: a place taken on a day frees on the same day a year later.
  const [year, month, day] = today.split("-");
  return formatPlainDate(`${Number(year) + 1}-${month}-${day}`);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("holders, beneficiaries, a Smiles redemption from the finder and a LATAM Pass one past its limit", async ({
      page,
    }) => {
      test.slow();
      await signUpThroughForm(page, newAccount("familia"));
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
      await addProgram(page, "Smiles", "100000");
      await addProgram(page, "LATAM Pass", "100000");

      // An invalid CPF is refused under its field, and what was typed stays.
      await page.getByRole("button", { name: "Adicionar titular" }).click();
      const dialog = page.getByRole("dialog", { name: "Adicionar titular" });
      await dialog.getByLabel("Nome").fill(CAIO.name);
      const cpf = dialog.getByLabel("CPF", { exact: true });
      await cpf.fill("529.982.247-26");
      await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
      await expect(cpf).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByRole("alert").filter({ hasText: "CPF inválido. Confira os 11 dígitos." })).toBeVisible();
      await expect(cpf).toHaveValue("529.982.247-26");
      await expect(dialog.getByLabel("Nome")).toHaveValue(CAIO.name);
      await cpf.fill(CAIO.cpf);
      await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
      await expect(dialog).toBeHidden();
      await addPerson(page, "beneficiário", ANA);
      await addPerson(page, "beneficiário", BIA);
      // Lists show the CPF masked, as the server sends it.
      await expect(household(page).getByText(CAIO.masked)).toBeVisible();
      await expect(page.getByText(CAIO.cpf)).toHaveCount(0);

      // Smiles moves to Caio; the switcher then shows his cards alone, and keeps the choice in the address.
      await page.getByRole("button", { name: "Mover Smiles para outro titular" }).click();
      const move = page.getByRole("dialog", { name: "Mover Smiles" });
      await move.getByLabel("Titular").selectOption({ label: CAIO.name });
      await move.getByRole("button", { name: "Mover programa" }).click();
      await expect(move).toBeHidden();
      await page.getByLabel("Titular", { exact: true }).selectOption({ label: CAIO.name });
      await expect(page).toHaveURL(/titular=/);
      await expect(page.getByRole("article", { name: "Smiles" })).toBeVisible();
      await expect(page.getByRole("article", { name: "LATAM Pass" })).toHaveCount(0);

      // Caio still holds Smiles: the server's refusal, in words.
      await page.getByRole("button", { name: `Remover ${CAIO.name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remover titular" }).click();
      await expect(page.getByText(/Este titular ainda tem 1 programa com 100\.000 milhas ou pontos/)).toBeVisible();

      // A GOL result of the finder, registered on Smiles for Ana.
      const panel = await openTab(page, "Buscar voos");
      await fillRoute(panel, "GRU", "SDU");
      await panel.getByLabel("Data de volta").fill(RETURN);
      await panel.getByRole("button", { name: "Buscar voos" }).click();
      const gol = panel.getByRole("article").filter({ hasText: "Comprar na GOL" }).first();
      // The cash fare typed on the result goes into the form.
      await gol.getByLabel(/dinheiro/i).fill("5.000,00");
      await gol.getByRole("button", { name: "Registrar emissão" }).click();
      const register = page.getByRole("dialog", { name: "Registrar emissão" });
      await expect(register.getByLabel("Programa", { exact: true })).toHaveValue(/.+/);
      await expect(register.getByLabel("Programa", { exact: true }).locator("option:checked")).toHaveText("Smiles");
      await expect(register.getByLabel("Origem")).toHaveValue("GRU");
      await expect(register.getByLabel("Destino")).toHaveValue("SDU");
      await expect(register.getByLabel("Data de ida")).toHaveValue(DEPARTURE);
      await expect(register.getByLabel("Data de volta")).toHaveValue(RETURN);
      await expect(register.getByLabel("Milhas usadas")).toHaveValue(/^\d+$/);
      await register.getByRole("checkbox", { name: ANA.name }).check();
      await expect(register.getByLabel("Preço em dinheiro (R$)")).toHaveValue("5.000,00");
      await register.getByRole("button", { name: "Registrar emissão" }).click();
      await expect(register.getByText(/^Emissão registrada: GRU → SDU/)).toBeVisible();
      await expect(register.getByText("R$ por milheiro obtido")).toBeVisible();
      await expect(register.getByText("Economia")).toBeVisible();
      await expect(register.getByText("Boa emissão")).toBeVisible();
      await register.getByRole("button", { name: "Concluir" }).click();

      // The reports narrow by holder too, their CSV with them.
      await page.goto("/relatorios");
      await page.getByLabel("Titular", { exact: true }).selectOption({ label: CAIO.name });
      await expect(page).toHaveURL(/titular=/);
      await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute("href", /titular=/);

      // Emissões: the count of Caio's Smiles, the economia and the verdict.
      await page.goto("/emissoes");
      await expect(page.getByRole("heading", { name: "Emissões", level: 1 })).toBeVisible();
      const year = todayInSaoPaulo().slice(0, 4);
      const smilesCpfs = page.getByRole("article", { name: "CPFs de Smiles" });
      await expect(smilesCpfs.getByText(`1 de 25 CPFs usados em ${year}`)).toBeVisible();
      await expect(smilesCpfs.getByText(ANA.name)).toBeVisible();
      const smiles = page.getByRole("article", { name: /^GRU → SDU · Smiles/ });
      await expect(smiles.getByText("Boa emissão")).toBeVisible();
      await expect(smiles.getByText("Economia")).toBeVisible();
      await expect(page.getByRole("region", { name: "Totais das emissões" }).getByText("Economia")).toBeVisible();
      await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute("href", "/emissoes/exportar.csv");

      // LATAM Pass at its 24 tickets: the warning names the day a place frees; saving anyway works.
      const frees = await fillLatamLimit(page);
      await page.goto("/dashboard");
      const latam = page.getByRole("article", { name: "LATAM Pass" });
      await latam.getByRole("button", { name: "Registrar emissão" }).click();
      const over = page.getByRole("dialog", { name: "Registrar emissão" });
      await over.getByLabel("Origem").fill("GRU");
      await over.getByLabel("Destino").fill("REC");
      await over.getByLabel("Data de ida").fill(DEPARTURE);
      await over.getByLabel("Milhas usadas").fill("12.000");
      await over.getByLabel("Taxas (R$)").fill("60,00");
      await over.getByRole("checkbox", { name: ANA.name }).check();
      await over.getByRole("button", { name: "Registrar emissão" }).click();
      await expect(
        over.getByText(`Esta emissão passaria do limite do programa: 25 de 24 CPFs. Um lugar fica livre em ${frees}.`),
      ).toBeVisible();
      await over.getByRole("button", { name: "Salvar mesmo assim" }).click();
      await expect(over.getByText(/^Emissão registrada: GRU → REC/)).toBeVisible();
      await over.getByRole("button", { name: "Concluir" }).click();
      await expect(
        page.getByRole("article", { name: "LATAM Pass" }).getByText("80.000", { exact: true }),
      ).toBeVisible();
      // Atividade Recente names it as the ledger does.
      await expect(page.getByText("Emissão", { exact: true }).first()).toBeVisible();
    });
  });
}

test("past the trial on the Promoções plan, another holder is refused with the PRO plan offered", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await moveClockPastTrial(page);
  await page.reload();
  await page.getByRole("button", { name: "Adicionar titular" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar titular" });
  await dialog.getByLabel("Nome").fill(CAIO.name);
  await dialog.getByLabel("CPF", { exact: true }).fill(CAIO.cpf);
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByText("Cadastrar outros titulares além de você faz parte do plano PRO.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Assinar PRO Mensal" })).toBeVisible();
  // What was typed stays, for after the upgrade.
  await expect(dialog.getByLabel("Nome")).toHaveValue(CAIO.name);
});
