/**
 * The three plans and every price the product shows, in integer centavos (docs/product.md §9,
 * docs/decisions/029): the one list /welcome, /planos, /precos, /promocoes, the checkout and every
 * gate on the server read. Screens format these; nothing else in the code base writes a plan's price.
 * Kept to plain data: /welcome's first visit loads this module (scripts/check-bundle-budget.ts).
 */
export const PLAN_IDS = ["gratis", "promocoes", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, "gratis">;

/** What the plans list, in the order the cards show it; a key is what the gates ask about (plan-access.ts). */
export const FEATURE_LABELS = {
  account: "Conta gratuita, sem cartão",
  flights: "Buscador de passagens em milhas",
  freeCourses: "Cursos gratuitos",
  reports: "Relatórios com gráficos e exportação CSV",
  dataExport: "Exportação completa dos seus dados",
  dashboard: "Minha Gestão: programas, saldos, vencimentos e custo do milheiro",
  promotionsFeed: "Feed exclusivo de promoções",
  courses: "Todos os cursos, com certificado",
} as const;
export type PlanFeature = keyof typeof FEATURE_LABELS;

const FREE_FEATURES = ["account", "flights", "freeCourses", "reports", "dataExport"] as const;
const PROMOTIONS_FEATURES = [...FREE_FEATURES, "dashboard", "promotionsFeed"] as const;
// A PRO-only feature is one more key here (and in FEATURE_LABELS); plan-access.ts opens it for PRO and the trial.
const PRO_FEATURES = [...PROMOTIONS_FEATURES, "courses"] as const;

interface PlanShape {
  name: string;
  description: string;
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
    description: "Para começar, sem pagar nada.",
    monthlyCents: 0,
    features: FREE_FEATURES,
  },
  promocoes: {
    name: "Promoções",
    description: "Minha Gestão e as promoções.",
    monthlyCents: 1_990,
    annualCents: 16_990,
    /** As the spec prints it: "ou em até 10x de R$ 16,99" (the same total, so without interest). */
    annualInstallments: { count: 10, installmentCents: 1_699 },
    features: PROMOTIONS_FEATURES,
  },
  pro: {
    name: "PRO",
    description: "Tudo, com todos os cursos.",
    monthlyCents: 2_990,
    annualCents: 29_990,
    /** The spec's marketing figure (two months free is ~16.7%), not a computed one. */
    annualDiscountPercent: 17,
    trialDays: 14,
    features: PRO_FEATURES,
  },
} as const satisfies Record<PlanId, PlanShape>;

/** The reference course price (docs/product.md §9): what a new course is offered at unless the admin changes it. */
export const COURSE_PRICE = {
  fullCents: 49_700,
  installments: 10,
  installmentCents: 5_800,
  accessMonths: 12,
} as const;
