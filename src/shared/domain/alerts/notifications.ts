// trial_ending: the PRO trial's reminders (services/access/trial-reminders.ts); cpf_place_freed: a
// program at its CPF limit has a place again (services/alerts/cpf-places.ts); promotion_match: a
// published promotion matches one of the member's 'Avise-me' (services/promotions/promotion-matches.ts).
export const NOTIFICATION_KINDS = [
  "lot_expiry",
  "program_expiry",
  "bonus_reminder",
  "weekly_summary",
  "trial_ending",
  "cpf_place_freed",
  "promotion_match",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Days before an expiry at which a member can be alerted ('Preferências de alerta'). */
export const ALERT_THRESHOLDS = [90, 30, 7, 1] as const;
