import { BellRing, Calculator, LayoutDashboard, ShieldCheck, type LucideIcon } from "lucide-react";

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** docs/product.md §2 landing: dashboard, automatic alerts, ROI calculator, secure management. */
export const FEATURES: readonly Feature[] = [
  {
    icon: LayoutDashboard,
    title: "Dashboard completo",
    description: "Saldos, vencimentos e bônus pendentes de todos os seus programas de fidelidade em uma só tela.",
  },
  {
    icon: BellRing,
    title: "Alertas automáticos",
    description: "Aviso quando um saldo estiver a 30 dias de vencer, com destaque quando faltarem 7 dias ou menos.",
  },
  {
    icon: Calculator,
    title: "Calculadora de ROI",
    description: "Saiba quanto custou cada milheiro e compare com o valor do resgate antes de emitir a passagem.",
  },
  {
    icon: ShieldCheck,
    title: "Gestão segura",
    description: "Senha guardada com criptografia forte, sessão protegida e seus dados nunca vendidos a terceiros.",
  },
];
