import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";

/** Page chrome shared by the app and the landing page, which brings its own header. */
export function AppFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#conteudo"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      {header}
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
