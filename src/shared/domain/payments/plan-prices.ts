import { formatBRL } from "../../format";
import { PLANS, type PlanId } from "./plans";

/**
 * A plan's price as every page writes it (the cards of /welcome, /planos and /promocoes, the table
 * of /precos): one function, so no two pages can show a plan at different prices.
 */
export interface PlanPrice {
  /** "R$ 29,90" */
  price: string;
  period: "/mês";
  /** The yearly option, or what the free plan costs over time. */
  note: string;
}

export function planPrice(plan: PlanId): PlanPrice {
  switch (plan) {
    case "gratis":
      return { price: formatBRL(PLANS.gratis.monthlyCents), period: "/mês", note: "para sempre" };
    case "promocoes": {
      // The spec's 10x R$ 16,99 add up to the yearly price: "sem juros", as installmentText (installments.ts)
      // says for such terms; plans.test.ts holds the two together. Written out here, the rate solver
      // stays out of /welcome's first visit (scripts/check-bundle-budget.ts).
      const { annualCents, annualInstallments: terms } = PLANS.promocoes;
      return {
        price: formatBRL(PLANS.promocoes.monthlyCents),
        period: "/mês",
        note: `ou ${formatBRL(annualCents)} por ano, em até ${terms.count}x de ${formatBRL(terms.installmentCents)} sem juros`,
      };
    }
    case "pro":
      return {
        price: formatBRL(PLANS.pro.monthlyCents),
        period: "/mês",
        note: `ou ${formatBRL(PLANS.pro.annualCents)} por ano (${PLANS.pro.annualDiscountPercent}% off)`,
      };
  }
}
