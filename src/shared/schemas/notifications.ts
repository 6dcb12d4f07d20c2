import { ALERT_THRESHOLDS } from "../domain/alerts/notifications";
import { normalizeThresholds } from "../domain/alerts/alert-thresholds";
import { z } from "./zod-locale";

export const AlertPreferencesInputSchema = z.object({
  thresholds: z
    .array(z.number().int())
    .max(ALERT_THRESHOLDS.length)
    .refine((list) => list.every((value) => ALERT_THRESHOLDS.some((threshold) => threshold === value)), {
      message: "Escolha entre 90, 30, 7 e 1 dia(s) antes.",
    })
    .transform(normalizeThresholds),
  emailEnabled: z.boolean(),
  weeklySummary: z.boolean(),
});
export type AlertPreferencesInput = z.output<typeof AlertPreferencesInputSchema>;

export const NotificationIdInputSchema = z.object({ id: z.uuid({ error: "Notificação inválida." }) });
