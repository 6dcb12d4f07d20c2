import { describe, expect, it } from "vitest";
import { MEMBER_NAME_PLACEHOLDER, MEMBER_SHELL_VARIANTS, memberShellKey, withMemberName } from "./member-shells";

const member = { isAdmin: false, hasDashboardAccess: true, readOnly: false };

describe("which member page comes drawn as a shell (docs/decisions/023)", () => {
  it("names the page and the member's kind of header", () => {
    expect(memberShellKey("/dashboard", member)).toBe("/dashboard dashboard");
    expect(memberShellKey("/relatorios", { ...member, isAdmin: true })).toBe("/relatorios admin");
    expect(memberShellKey("/relatorios", { ...member, hasDashboardAccess: false })).toBe("/relatorios restricted");
  });

  it("draws none for other pages, the demo's read-only session, or a /dashboard the member would be sent away from", () => {
    expect(memberShellKey("/promocoes", member)).toBeNull();
    expect(memberShellKey("/dashboard/", member)).toBeNull();
    expect(memberShellKey("/dashboard", { ...member, readOnly: true })).toBeNull();
    expect(memberShellKey("/dashboard", { ...member, hasDashboardAccess: false })).toBeNull();
  });

  it("lists for the build every shell the server can ask for", () => {
    expect(MEMBER_SHELL_VARIANTS.map((variant) => variant.key)).toEqual([
      "/dashboard admin",
      "/dashboard dashboard",
      "/relatorios admin",
      "/relatorios dashboard",
      "/relatorios restricted",
    ]);
  });

  it("puts the name in, escaped for text and attributes alike", () => {
    const markup = `<a aria-label="Olá, ${MEMBER_NAME_PLACEHOLDER}">Olá, ${MEMBER_NAME_PLACEHOLDER}!</a>`;
    expect(withMemberName(markup, `Ana "<b>" & O'Neil $&`)).toBe(
      '<a aria-label="Olá, Ana &quot;&lt;b&gt;&quot; &amp; O&#x27;Neil $&amp;">Olá, Ana &quot;&lt;b&gt;&quot; &amp; O&#x27;Neil $&amp;!</a>',
    );
  });
});
