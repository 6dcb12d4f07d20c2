import { Link } from "@tanstack/react-router";
import { useSession } from "@/client/lib/session";
import { DashboardNavButton } from "./dashboard-nav-button";
import { memberNavItems, PUBLIC_NAV_ITEMS, type NavItem } from "./nav-items";
import { navItemVariants, type NavLayout } from "./nav-styles";

/** The header's links in spec order; the same list fills the bar and the mobile menu. */
export function NavLinks({ layout, onNavigate }: { layout: NavLayout; onNavigate?: () => void }) {
  const session = useSession();
  return (
    <>
      {PUBLIC_NAV_ITEMS.map((item) => (
        <NavItemLink key={item.to} item={item} layout={layout} onNavigate={onNavigate} />
      ))}
      {session && (
        <>
          <DashboardNavButton layout={layout} onNavigate={onNavigate} />
          {memberNavItems(session).map((item) => (
            <NavItemLink key={item.to} item={item} layout={layout} onNavigate={onNavigate} />
          ))}
        </>
      )}
    </>
  );
}

function NavItemLink({ item, layout, onNavigate }: { item: NavItem; layout: NavLayout; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <Link to={item.to} onClick={onNavigate} className={navItemVariants({ layout })}>
      {layout === "menu" && <Icon aria-hidden />}
      {item.label}
    </Link>
  );
}
