import { todayInSaoPaulo } from "../plain-date";

/** The year Minha Gestão's 'Emissões' card sums: São Paulo's, as the CPF calendars count it. */
export function currentRedemptionYear(today = todayInSaoPaulo()): number {
  return Number(today.slice(0, 4));
}
