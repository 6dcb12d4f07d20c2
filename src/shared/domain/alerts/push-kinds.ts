import type { NotificationKind } from "./notifications";

/**
 * The alert kinds a member can have pushed to their devices (docs/decisions/043). The weekly
 * summary is an e-mail only, so it is none of them.
 */
export const PUSH_KINDS = [
  "lot_expiry",
  "program_expiry",
  "bonus_reminder",
  "cpf_place_freed",
  "trial_ending",
  "promotion_match",
] as const satisfies readonly NotificationKind[];
export type PushKind = (typeof PUSH_KINDS)[number];

/** The kinds as 'Preferências de alerta' offers them: both expiries are one choice. */
export const PUSH_ALERT_GROUPS: readonly { id: string; label: string; kinds: readonly PushKind[] }[] = [
  { id: "expiry", label: "Milhas vencendo", kinds: ["lot_expiry", "program_expiry"] },
  { id: "bonus", label: "Bônus atrasado", kinds: ["bonus_reminder"] },
  { id: "cpf", label: "Lugar de CPF liberado", kinds: ["cpf_place_freed"] },
  { id: "trial", label: "Fim do teste PRO", kinds: ["trial_ending"] },
  { id: "promotion", label: "Promoções dos seus alertas", kinds: ["promotion_match"] },
];

/** Whether an alert of `kind` goes by push for a member who chose `pushKinds`. */
export function goesByPush(kind: NotificationKind, pushKinds: readonly NotificationKind[]): boolean {
  return pushKinds.includes(kind);
}

/** The kinds chosen, each once and in the order of PUSH_KINDS (what is stored). */
export function normalizePushKinds(chosen: readonly NotificationKind[]): PushKind[] {
  return PUSH_KINDS.filter((kind) => chosen.includes(kind));
}
