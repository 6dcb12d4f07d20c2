import { formatPlainDate } from "../../format";

/**
 * "Teste grátis até 11/12/2026": how the header menu, Minha Gestão and 'Minha assinatura' state the
 * trial, from its last São Paulo day (trial.ts's trialLastDay, worked out by the server). Apart from
 * trial.ts so the header, in every page's first script, carries no calendar code.
 */
export function trialUntilText(lastDay: string): string {
  return `Teste grátis até ${formatPlainDate(lastDay)}`;
}
