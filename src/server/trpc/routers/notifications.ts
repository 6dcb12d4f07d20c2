import {
  AlertPreferencesInputSchema,
  NotificationIdInputSchema,
  PushDeviceIdInputSchema,
  PushSubscriptionInputSchema,
} from "@/shared/schemas/notifications";
import { getAlertPreferences, saveAlertPreferences } from "../../services/alerts/preferences";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "../../services/alerts/notifications";
import { addPushDevice, listPushDevices, removePushDevice } from "../../services/alerts/push-devices";
import { vapidKeysOf } from "../../services/alerts/vapid-keys";
import { authedProcedure, dashboardProcedure, router } from "../init";

/**
 * The devices that get alerts by push (docs/decisions/043): push comes with Minha Gestão, so adding
 * one asks for it; any member may still see and remove the devices they have.
 */
const pushRouter = router({
  publicKey: dashboardProcedure.query(async ({ ctx }) => ({
    publicKey: (await vapidKeysOf(ctx.db, ctx.env)).publicKey,
  })),
  devices: authedProcedure.query(({ ctx }) => listPushDevices(ctx.db, ctx.walletScope)),
  subscribe: dashboardProcedure
    .input(PushSubscriptionInputSchema)
    .mutation(({ ctx, input }) => addPushDevice(ctx.db, ctx.walletScope, input, ctx.client.userAgent)),
  removeDevice: authedProcedure
    .input(PushDeviceIdInputSchema)
    .mutation(({ ctx, input }) => removePushDevice(ctx.db, ctx.walletScope, input.id)),
});

/** The bell, 'Preferências de alerta' and push devices: every logged-in member, their own rows only. */
export const notificationsRouter = router({
  list: authedProcedure.query(({ ctx }) => listNotifications(ctx.db, ctx.walletScope)),
  markRead: authedProcedure
    .input(NotificationIdInputSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx.walletScope, input.id)),
  markAllRead: authedProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.walletScope)),
  preferences: authedProcedure.query(({ ctx }) => getAlertPreferences(ctx.db, ctx.walletScope)),
  savePreferences: authedProcedure
    .input(AlertPreferencesInputSchema)
    .mutation(({ ctx, input }) => saveAlertPreferences(ctx.db, ctx.walletScope, input)),
  push: pushRouter,
});
