import { formatBRL } from "../../format";

/**
 * The three plans and every price the product shows, in integer centavos (docs/product.md §9,
 * docs/decisions/031): the one list /welcome, /planos, /precos, /promocoes, the checkout and every
 * gate on the server read. Screens format these; nothing else in the code base writes a plan's price.
 * Kept small, prices written by one function here: /welcome's first visit loads this module
 * (scripts/check-bundle-budget.ts).
 */
export type PlanId = "gratis" | "promocoes" | "pro";
export type PaidPlanId = Exclude<PlanId, "gratis">;

/** What the plans list, in the order the cards show it; a key is what the gates ask about (plan-access.ts). */
export const FEATURE_LABELS = {
  account: "Conta grátis, sem cartão",
  flights: "Buscador de passagens em milhas",
  freeCourses: "Cursos gratuitos",
  reports: "Relatórios e exportação CSV",
  dataExport: "Exportação dos seus dados",
  dashboard: "Minha Gestão e custo do milheiro",
  promotionsFeed: "Feed exclusivo de promoções",
  courses: "Todos os cursos",
  household: "Milhas da família: outros titulares além de você",
  promotionAlerts: "Alertas de promoções no celular e por e-mail",
} as const;
export type PlanFeature = keyof typeof FEATURE_LABELS;

const FREE_FEATURES = ["account", "flights", "freeCourses", "reports", "dataExport"] as const;
const PROMOTIONS_FEATURES = [...FREE_FEATURES, "dashboard", "promotionsFeed"] as const;
// A PRO-only feature is one more key here (and in FEATURE_LABELS); plan-access.ts opens it for PRO and the trial.
const PRO_FEATURES = [...PROMOTIONS_FEATURES, "courses", "household", "promotionAlerts"] as const;

interface PlanShape {
  name: string;
  monthlyCents: number;
  annualCents?: number;
  annualInstallments?: { count: number; installmentCents: number };
  annualDiscountPercent?: number;
  trialDays?: number;
  features: readonly PlanFeature[];
}

export const PLANS = {
  gratis: {
    name: "Grátis",
    monthlyCents: 0,
    features: FREE_FEATURES,
  },
  promocoes: {
    name: "Promoções",
    monthlyCents: 1_990,
    annualCents: 16_990,
    /** As the spec prints it: "ou em até 10x de R$ 16,99" (the same total, so without interest). */
    annualInstallments: { count: 10, installmentCents: 1_699 },
    features: PROMOTIONS_FEATURES,
  },
  pro: {
    name: "PRO",
    monthlyCents: 2_990,
    annualCents: 29_990,
    /** The spec's marketing figure (two months free is ~16.7%), not a computed one. */
    annualDiscountPercent: 17,
    trialDays: 14,
    features: PRO_FEATURES,
  },
} as const satisfies Record<PlanId, PlanShape>;

/**
 * A plan's price as every page writes it (the cards of /welcome, /planos and /promocoes, /precos):
 * one function, so no two pages can show a plan at different prices. The monthly price, then the
 * yearly one with its instalments or its discount. Promoções' 10x R$ 16,99 add up to its yearly
 * price, so they read "sem juros", as installmentText (installments.ts) says for such terms
 * (plans.test.ts holds the two together); written out here, the rate solver stays out of
 * /welcome's first visit (scripts/check-bundle-budget.ts).
 */
export function planPrice(plan: PlanId): { price: string; note: string } {
  const shown: PlanShape = PLANS[plan];
  const { annualCents, annualInstallments: terms, annualDiscountPercent: off } = shown;
  let note = "para sempre";
  if (annualCents) note = `ou ${formatBRL(annualCents)} por ano`;
  if (terms) note += `, em até ${terms.count}x de ${formatBRL(terms.installmentCents)} sem juros`;
  if (off) note += ` (${off}% off)`;
  return { price: formatBRL(shown.monthlyCents), note };
}
