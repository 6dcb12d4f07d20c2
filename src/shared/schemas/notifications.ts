import { ALERT_THRESHOLDS } from "../domain/alerts/notifications";
import { normalizeThresholds } from "../domain/alerts/alert-thresholds";
import { normalizePushKinds, PUSH_KINDS } from "../domain/alerts/push-kinds";
import { text } from "./text";
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
  pushKinds: z
    .array(z.enum(PUSH_KINDS))
    .max(PUSH_KINDS.length)
    .transform(normalizePushKinds)
    // Left out (an API script written before push), the stored choice stays as it was.
    .optional(),
});
export type AlertPreferencesInput = z.output<typeof AlertPreferencesInputSchema>;

export const NotificationIdInputSchema = z.object({ id: z.uuid({ error: "Notificação inválida." }) });

/**
 * What a browser's PushSubscription.toJSON() gives ('Ativar notificações neste aparelho'): the push
 * service's address, always https (RFC 8030), and the subscription's keys in base64url.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "Endereço de notificação inválido." }).max(2048),
  keys: z.object({
    p256dh: text({ error: "Chave de notificação inválida." }).regex(
      /^[A-Za-z0-9_-]{80,100}={0,2}$/,
      "Chave de notificação inválida.",
    ),
    auth: text({ error: "Chave de notificação inválida." }).regex(
      /^[A-Za-z0-9_-]{16,32}={0,2}$/,
      "Chave de notificação inválida.",
    ),
  }),
});
export type PushSubscriptionInput = z.output<typeof PushSubscriptionInputSchema>;

export const PushDeviceIdInputSchema = z.object({ id: z.uuid({ error: "Aparelho inválido." }) });
