import { BadgePercent, BookOpen, ChartColumn, CreditCard, Plane, ShieldCheck, type LucideIcon } from "lucide-react";
import type { Session } from "@/client/lib/session";

export interface NavItem {
  label: string;
  to: "/cursos" | "/buscador-passagens" | "/promocoes" | "/relatorios" | "/minha-assinatura" | "/admin";
  icon: LucideIcon;
}

/** docs/product.md §2: what everyone sees, logged in or not. */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { label: "Cursos", to: "/cursos", icon: BookOpen },
  { label: "Buscador de Passagens", to: "/buscador-passagens", icon: Plane },
  { label: "Promoções", to: "/promocoes", icon: BadgePercent },
];

/** Members' links after "Minha Gestão", which is a button of its own (it may refuse entry). */
export function memberNavItems(session: Pick<Session, "isAdmin">): NavItem[] {
  const items: NavItem[] = [{ label: "Relatórios", to: "/relatorios", icon: ChartColumn }];
  // An admin already opens every product (docs/product.md §6): there is nothing to subscribe to.
  if (session.isAdmin) items.push({ label: "Admin", to: "/admin", icon: ShieldCheck });
  else items.push({ label: "Minha assinatura", to: "/minha-assinatura", icon: CreditCard });
  return items;
}
