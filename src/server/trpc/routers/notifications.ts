import { AlertPreferencesInputSchema, NotificationIdInputSchema } from "@/shared/schemas/notifications";
import { getAlertPreferences, saveAlertPreferences } from "../../services/alerts/preferences";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "../../services/alerts/notifications";
import { authedProcedure, router } from "../init";

/** The bell and 'Preferências de alerta': every logged-in member, their own rows only. */
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
});
