import { Link } from "@tanstack/react-router";
import { Brand } from "./brand";

type FooterPath =
  "/recursos" | "/precos" | "/demo" | "/ajuda" | "/contato" | "/status" | "/sobre" | "/privacidade" | "/termos";

/** docs/product.md §2 (landing footer); the app's pages share it so these pages are reachable everywhere. */
const FOOTER_GROUPS: { title: string; links: { label: string; to: FooterPath }[] }[] = [
  {
    title: "Produto",
    links: [
      { label: "Recursos", to: "/recursos" },
      { label: "Preços", to: "/precos" },
      { label: "Demo", to: "/demo" },
    ],
  },
  {
    title: "Suporte",
    links: [
      { label: "Ajuda", to: "/ajuda" },
      { label: "Contato", to: "/contato" },
      { label: "Status", to: "/status" },
    ],
  },
  {
    title: "Empresa",
    links: [
      { label: "Sobre", to: "/sobre" },
      { label: "Privacidade", to: "/privacidade" },
      { label: "Termos", to: "/termos" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Brand />
          <p className="max-w-xs text-sm text-muted-foreground">
            Gestão de milhas e pontos para quem quer saber quanto cada milheiro realmente custou.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Milheiro. Valores em reais (R$).
        </p>
      </div>
    </footer>
  );
}
