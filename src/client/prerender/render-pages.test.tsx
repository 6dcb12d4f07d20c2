import { describe, expect, it } from "vitest";
import { PRERENDERED_URLS } from "./prerendered-urls";
import { MEMBER_NAME_PLACEHOLDER, MEMBER_SHELL_ATTRIBUTE, MEMBER_SHELL_VARIANTS } from "@/shared/member-shells";
import { drawDataPage, renderMemberShells, renderVisitorPage } from "./render-pages";

// The markup the server sends a visitor before any script runs (docs/decisions/021): if a page
// stopped drawing on the server, the visitor would be back to a blank page until the scripts load.
describe("the visitor's pages drawn at build", () => {
  it("draws /welcome's heading and its header", async () => {
    const markup = await renderVisitorPage("/welcome");
    expect(markup).toMatch(/<h1[^>]*>Suas milhas organizadas, cada milheiro com custo conhecido<\/h1>/);
    expect(markup).toContain("<header");
    expect(markup).toContain('href="/login"');
  });

  it("draws /login's card under the site's header, and the signup card for ?modo=cadastro", async () => {
    const login = await renderVisitorPage("/login");
    expect(login).toMatch(/<h1[^>]*>Faça login em sua conta<\/h1>/);
    expect(login).toContain('aria-label="Menu principal"');
    expect(await renderVisitorPage("/login?modo=cadastro")).toMatch(/<h1[^>]*>Crie sua conta gratuita<\/h1>/);
  });

  it("keeps the drawn controls inert: nothing is clicked, typed or sent (a password in a GET address) before the app is there", async () => {
    const login = await renderVisitorPage("/login");
    const controls = login.match(/<(form|button|input)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) expect(control).toContain('inert=""');
    expect(login).toMatch(/<a (?![^>]*inert)[^>]*href="\/esqueci-senha"/);
  });

  it("draws every listed page with a heading and no inline script, which the CSP would refuse", async () => {
    for (const url of PRERENDERED_URLS) {
      const markup = await renderVisitorPage(url);
      expect(markup, url).toContain("<h1");
      expect(markup, url).not.toMatch(/<script/i);
    }
  });
});

// A member's page painted from the HTML (docs/decisions/023): if its shell stopped drawing the
// heading, the page would be blank again until the scripts and the data arrive.
describe("the member pages' shells drawn at build", () => {
  it("draws /dashboard's greeting with the name's placeholder, the member's header and the spinner", async () => {
    const shells = await renderMemberShells();
    const dashboard = shells["/dashboard dashboard"] ?? "";
    expect(dashboard).toMatch(/<h1[^>]*>Minha Gestão<\/h1>/);
    expect(dashboard).toContain(`Olá, ${MEMBER_NAME_PLACEHOLDER}! Acompanhe seus programas, saldos e vencimentos.`);
    expect(dashboard).toContain(`aria-label="Olá, ${MEMBER_NAME_PLACEHOLDER}: Minha conta"`);
    expect(dashboard).toContain("Carregando...");
    expect(dashboard).toContain(MEMBER_SHELL_ATTRIBUTE);
    expect(dashboard).not.toContain('href="/admin"');
    expect(shells["/dashboard admin"]).toContain('href="/admin"');
  });

  it("draws /relatorios for each header a member can have, the lock for one without access", async () => {
    const shells = await renderMemberShells();
    expect(Object.keys(shells).sort()).toEqual(MEMBER_SHELL_VARIANTS.map((variant) => variant.key).sort());
    expect(shells["/relatorios restricted"]).toMatch(/<h1[^>]*>Relatórios<\/h1>/);
    expect(shells["/relatorios restricted"]).toContain("(requer assinatura)");
    expect(shells["/relatorios dashboard"]).not.toContain("(requer assinatura)");
  });

  it("keeps the shell's controls inert and draws no inline script", async () => {
    for (const markup of Object.values(await renderMemberShells())) {
      expect(markup).not.toMatch(/<script/i);
      for (const control of markup.match(/<(form|button|input)\b[^>]*>/g) ?? []) expect(control).toContain('inert=""');
    }
  });
});

// The server draws these per request (docs/decisions/024); a page it cannot draw whole must come
// back as null, so the visitor gets the plain page and the app draws it, error state included.
describe("a visitor's page drawn with its data", () => {
  it("is not drawn when an answer fails, whatever the API said", async () => {
    let calls = 0;
    const failingApi: typeof fetch = async () => {
      calls += 1;
      const error = { message: "Erro interno", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } };
      return new Response(JSON.stringify([{ error }]), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    };
    expect(await drawDataPage("/", failingApi, () => undefined)).toBeNull();
    expect(calls).toBeGreaterThan(0);
  });
});
