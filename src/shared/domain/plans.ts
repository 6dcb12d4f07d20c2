/**
 * Every price the product shows, in integer centavos (spec §9). Screens format these; nothing
 * else in the code base writes a price.
 */
export const PROMOTION_PLANS = {
  monthly: { priceCents: 1_990, label: "Mensal" },
  annual: {
    priceCents: 16_990,
    installments: 10,
    installmentCents: 1_699,
    comparedWithMonthlyCents: 23_880,
    savingsPercent: 29,
    yearlySavingsCents: 6_890,
    label: "Anual",
  },
} as const;

/** The reference course price (spec §9): what a new course is offered at unless the admin changes it. */
export const COURSE_PRICE = {
  fullCents: 49_700,
  installments: 10,
  installmentCents: 5_800,
  accessMonths: 12,
} as const;

export const PRO_PLAN = {
  monthlyCents: 2_990,
  yearlyCents: 29_990,
  yearlyDiscountPercent: 17,
  trialDays: 14,
} as const;

export const FREE_PLAN = { monthlyCents: 0 } as const;

/** Landing page plan features: the free plan lists the first four, PRO all eight. */
export const PLAN_FEATURES = [
  "Dashboard com todos os seus programas",
  "Controle de saldos e vencimentos",
  "Calculadora de custo do milheiro",
  "Histórico de transações",
  "Alertas automáticos de vencimento",
  "Relatórios detalhados e exportação CSV",
  "Calculadora de ROI de resgates",
  "Suporte prioritário",
] as const;

export const FREE_PLAN_FEATURE_COUNT = 4;
