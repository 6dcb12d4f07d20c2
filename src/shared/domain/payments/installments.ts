import { formatBRL } from "../../format";

/**
 * How an instalment price reads (docs/decisions/031): the number of instalments, each one's value,
 * and next to it the total and the monthly rate (or "sem juros" when the total is the cash price),
 * as Brazilian buyers and the consumer code expect.
 */
export interface InstallmentTerms {
  cashCents: number;
  count: number;
  installmentCents: number;
}

/**
 * The monthly rate i of the Price table (equal instalments, compound interest) that turns the cash
 * price into these instalments: cash = instalment × (1 − (1 + i)^−n) / i. Zero when the instalments
 * add up to no more than the cash price. Solved by bisection, to far below the shown precision.
 */
export function installmentMonthlyRate({ cashCents, count, installmentCents }: InstallmentTerms): number {
  if (count <= 0 || cashCents <= 0 || installmentCents * count <= cashCents) return 0;
  const presentValue = (rate: number) => (installmentCents * (1 - (1 + rate) ** -count)) / rate;
  let low = 1e-9;
  let high = 1;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    // The present value falls as the rate rises: too high a value means too low a rate.
    if (presentValue(middle) > cashCents) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function installmentTotalCents(terms: Pick<InstallmentTerms, "count" | "installmentCents">): number {
  return terms.count * terms.installmentCents;
}

const percent = (rate: number) =>
  (rate * 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "10x de R$ 22,99 (total R$ 229,90, 2,91% a.m.)", or "10x de R$ 16,99 sem juros". */
export function installmentText(terms: InstallmentTerms): string {
  const each = `${terms.count}x de ${formatBRL(terms.installmentCents)}`;
  const total = installmentTotalCents(terms);
  if (total <= terms.cashCents) return `${each} sem juros`;
  return `${each} (total ${formatBRL(total)}, ${percent(installmentMonthlyRate(terms))}% a.m.)`;
}
