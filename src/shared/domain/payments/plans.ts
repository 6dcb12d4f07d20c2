/**
 * Every price the product shows, in integer centavos (docs/product.md §9). Screens format these; nothing
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

/** The reference course price (docs/product.md §9): what a new course is offered at unless the admin changes it. */
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

/**
 * Landing page plan features: the free plan lists the first four, PRO all eight (docs/product.md §2). Each
 * line is what that tier really opens: a free account reaches the public tools, while Minha
 * Gestão, its calculators and the promotions feed need the paid access (docs/product.md §6).
 */
export const PLAN_FEATURES = [
  "Buscador de passagens em milhas",
  "Teste de scraping nas companhias aéreas",
  "Cursos gratuitos",
  "Conta gratuita, sem cartão",
  "Minha Gestão: programas, saldos e vencimentos",
  "Custo do milheiro e calculadoras de resgate",
  "Relatórios com gráficos e exportação CSV",
  "Feed exclusivo de promoções",
] as const;

export const FREE_PLAN_FEATURE_COUNT = 4;
