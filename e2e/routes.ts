import { expect, type Page } from "@playwright/test";
import type { FileRoutesByTo } from "../src/client/routeTree.gen";

/** Who opens the page: a visitor, or the admin, who reaches every page and has the widest header. */
export type Viewer = "visitor" | "admin";

export interface WalkedPage {
  /** The page of the route tree it exercises ('*' is the 404 page). */
  route: keyof FileRoutesByTo | "*";
  url: string;
  viewer: Viewer;
  /** Names of the buttons that open a dialog on this page; the page walk checks each with axe-core. */
  dialogs?: readonly string[];
}

/** No course has this id: the course pages show their not-found state (or their placeholder). */
const UNKNOWN_COURSE = "00000000-0000-4000-8000-000000000000";

type Unwalked<Pages extends readonly WalkedPage[]> = Exclude<keyof FileRoutesByTo, Pages[number]["route"]>;

/** The walk as given, refused by the typecheck (naming the pages missed) unless it visits every page of the route tree. */
function everyPage<const Pages extends readonly WalkedPage[]>(
  pages: Pages & ([Unwalked<Pages>] extends [never] ? unknown : { pagesNotWalked: Unwalked<Pages> }),
): Pages {
  return pages;
}

/**
 * The one list of pages the page walk (page-walk.spec.ts: axe-core and layout at every width)
 * visits. A new route goes here: the typecheck fails while a page of the route tree has no entry.
 */
const WALKED_PAGES = everyPage([
  { route: "/", url: "/", viewer: "visitor" },
  { route: "/", url: "/", viewer: "admin" },
  { route: "/welcome", url: "/welcome", viewer: "visitor" },
  { route: "/login", url: "/login", viewer: "visitor" },
  { route: "/login", url: "/login?modo=cadastro", viewer: "visitor" },
  { route: "/esqueci-senha", url: "/esqueci-senha", viewer: "visitor" },
  { route: "/redefinir-senha", url: "/redefinir-senha?token=link-invalido", viewer: "visitor" },
  { route: "/promocoes", url: "/promocoes", viewer: "visitor" },
  { route: "/promocoes", url: "/promocoes", viewer: "admin" },
  { route: "/cursos", url: "/cursos", viewer: "visitor" },
  { route: "/cursos", url: "/cursos", viewer: "admin" },
  { route: "/curso/$id", url: `/curso/${UNKNOWN_COURSE}`, viewer: "admin" },
  { route: "/curso/$id/player", url: `/curso/${UNKNOWN_COURSE}/player`, viewer: "admin" },
  { route: "/certificado/$code", url: "/certificado/ZZZZ-ZZZZ-ZZZZ", viewer: "visitor" },
  { route: "/buscador-passagens", url: "/buscador-passagens", viewer: "admin" },
  { route: "/planos", url: "/planos", viewer: "visitor" },
  { route: "/recursos", url: "/recursos", viewer: "visitor" },
  { route: "/precos", url: "/precos", viewer: "visitor" },
  { route: "/demo", url: "/demo", viewer: "visitor" },
  { route: "/ajuda", url: "/ajuda", viewer: "visitor" },
  { route: "/contato", url: "/contato", viewer: "visitor" },
  { route: "/status", url: "/status", viewer: "visitor" },
  { route: "/sobre", url: "/sobre", viewer: "visitor" },
  { route: "/privacidade", url: "/privacidade", viewer: "visitor" },
  { route: "/termos", url: "/termos", viewer: "visitor" },
  {
    route: "/dashboard",
    url: "/dashboard",
    viewer: "admin",
    dialogs: [
      "Adicionar programa",
      "Adicionar transação",
      "Calculadora de custo",
      "Editar Smiles",
      "Adicionar acúmulo",
      "Adicionar clube",
      "Registrar emissão",
      "Adicionar titular",
      "Adicionar beneficiário",
      "Preferências de alerta",
    ],
  },
  { route: "/emissoes", url: "/emissoes", viewer: "admin", dialogs: ["Registrar emissão"] },
  { route: "/importar-planilha", url: "/importar-planilha", viewer: "admin" },
  { route: "/relatorios", url: "/relatorios", viewer: "visitor" },
  { route: "/relatorios", url: "/relatorios", viewer: "admin" },
  { route: "/admin", url: "/admin?aba=usuarios", viewer: "admin", dialogs: ["Gerenciar"] },
  { route: "/admin", url: "/admin?aba=acesso-promocoes", viewer: "admin", dialogs: ["Conceder acesso"] },
  { route: "/admin", url: "/admin?aba=acesso-cursos", viewer: "admin", dialogs: ["Conceder acesso"] },
  { route: "/admin", url: "/admin?aba=cursos", viewer: "admin", dialogs: ["Novo Curso"] },
  { route: "/admin", url: "/admin?aba=promocoes", viewer: "admin", dialogs: ["Nova promoção"] },
  {
    route: "/admin",
    url: "/admin?aba=catalogo",
    viewer: "admin",
    dialogs: ["Novo programa", "Editar Livelo", "Editar Clube Livelo 500"],
  },
  { route: "/admin", url: "/admin?aba=configuracoes", viewer: "admin", dialogs: ["Editar página inicial"] },
  { route: "/minha-assinatura", url: "/minha-assinatura", viewer: "admin" },
  {
    route: "/minha-conta",
    url: "/minha-conta",
    viewer: "admin",
    dialogs: ["Editar nome", "Alterar e-mail", "Alterar senha", "Novo token", "Excluir minha conta"],
  },
  { route: "/payment-success", url: "/payment-success", viewer: "admin" },
  { route: "/payment-canceled", url: "/payment-canceled", viewer: "visitor" },
  { route: "*", url: "/rota-que-nao-existe", viewer: "visitor" },
] as const);

export function pagesFor(viewer: Viewer): WalkedPage[] {
  return WALKED_PAGES.filter((walked) => walked.viewer === viewer);
}

/** Opens the page and waits until it has drawn its data: its heading is up and requests have settled. */
export async function openWalkedPage(page: Page, walked: WalkedPage): Promise<void> {
  await page.goto(walked.url);
  await expect(page.locator("h1").first()).toBeVisible();
  // Requests settle in a second or two on every page; on a busy runner /status once never reached
  // "network idle" (a request held open that the trace does not show), so the wait is capped and
  // the page is checked as it stands.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  // Until React has adopted the whole page it is inert (components/page-hydration.tsx), and inert
  // content is out of the accessibility tree: axe would find no main landmark and no heading.
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
}
