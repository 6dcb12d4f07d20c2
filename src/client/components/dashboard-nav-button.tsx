import { useMatchRoute, useNavigate } from "@tanstack/react-router";
import { LayoutDashboard, Lock } from "lucide-react";
import { notifyDashboardRestricted } from "@/client/lib/dashboard-access";
import { useSession } from "@/client/lib/session";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { navItemVariants, type NavLayout } from "./nav-styles";

/** A button rather than a link: for members without a subscription it refuses entry (docs/product.md §2). */
export function DashboardNavButton({ layout, onNavigate }: { layout: NavLayout; onNavigate?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const matchRoute = useMatchRoute();
  const entry = dashboardEntry(session);

  function open() {
    onNavigate?.();
    if (entry === "restricted") {
      notifyDashboardRestricted();
      void navigate({ to: "/promocoes" });
      return;
    }
    void navigate({ to: entry === "login" ? "/login" : "/dashboard" });
  }

  return (
    <button
      type="button"
      onClick={open}
      data-status={matchRoute({ to: "/dashboard" }) ? "active" : undefined}
      className={navItemVariants({ layout })}
    >
      {layout === "menu" && <LayoutDashboard aria-hidden />}
      Minha Gestão
      {entry === "restricted" && (
        <>
          <Lock className="size-3.5 text-highlight-foreground" aria-hidden />
          <span className="sr-only">(requer assinatura)</span>
        </>
      )}
    </button>
  );
}
