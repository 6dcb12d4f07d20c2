import { Menu, X } from "lucide-react";
import { lazy, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { AccountActions } from "./account-actions";
import { Brand } from "./brand";
import { NavLinks } from "./nav-links";
import { LazyPart } from "./page-hydration";

import { useSession } from "@/client/lib/session";

// Only members have a bell, only the demo's read-only session a banner: a visitor's first page
// downloads neither.
const DemoBanner = lazy(() => import("./demo-banner").then((module) => ({ default: module.DemoBanner })));
const NotificationBell = lazy(() =>
  import("./notification-bell").then((module) => ({ default: module.NotificationBell })),
);

export function Header() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const menuId = useId();

  // A plain disclosure, not Radix's Collapsible: the header is in every first visit's script, and
  // the collapsible (with its presence and state helpers) was ~2 KB of it (decision 022).
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {session?.readOnly && (
        <LazyPart fallback={null}>
          <DemoBanner />
        </LazyPart>
      )}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Brand className="mr-2 xl:mr-4" onNavigate={closeMenu} />
        {/* The bar needs 1280 px: at 1024 a member's six links, greeting and Sair would cut the greeting. */}
        <nav aria-label="Menu principal" className="hidden items-center gap-0.5 xl:flex">
          <NavLinks layout="bar" />
        </nav>
        <div className="ml-auto hidden min-w-0 xl:block">
          <AccountActions layout="bar" />
        </div>
        <div className="ml-auto flex items-center gap-1 xl:ml-0">
          {session && (
            <LazyPart fallback={<span className="size-9" aria-hidden />}>
              <NotificationBell />
            </LazyPart>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label="Abrir menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <div id={menuId} className="border-t xl:hidden">
          <nav aria-label="Menu de navegação" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
            <NavLinks layout="menu" onNavigate={closeMenu} />
            <div aria-hidden className="my-3 h-px w-full shrink-0 bg-border" />
            <AccountActions layout="menu" onNavigate={closeMenu} />
          </nav>
        </div>
      )}
    </header>
  );
}
