import {
  AdminUserInputSchema,
  GrantAccessInputSchema,
  GrantsListInputSchema,
  RevokeAccessInputSchema,
  UserPickerInputSchema,
  UsersListInputSchema,
} from "@/shared/schemas/admin";
import {
  listAccessAudit,
  listCourseOptions,
  listProductGrants,
  listUserGrants,
} from "../../services/access/access-grant-lists";
import {
  grantAccess,
  grantAllAccess,
  revokeAccess,
  revokeAllAccess,
  type AdminActor,
} from "../../services/access/access-grants";
import { adminStats } from "../../services/admin/admin-stats";
import { listUsers, searchUsersForGrant } from "../../services/admin/admin-users";
import { listOutbox } from "../../services/admin/mail-outbox";
import { settingsStatus } from "../../services/admin/settings-status";
import { logAuthEvent } from "../../auth/auth-events";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { ALERT_SCAN_QUEUE } from "../../jobs/alert-jobs";
import { adminProcedure, router } from "../init";

/** Access changes reach the log too (access_audit_log is the durable record, this the request trail). */
async function logged<T>(
  ctx: { log: Logger; user: { id: string } },
  event: "access_granted" | "access_revoked",
  input: { userId: string; productType?: string },
  change: Promise<T>,
): Promise<T> {
  const result = await change;
  logAuthEvent(ctx.log, event, {
    actorId: ctx.user.id,
    userId: input.userId,
    productType: input.productType ?? "todos",
  });
  return result;
}

/** Who acts, as the audit log records it: the admin, and the API token when a script acted. */
function actorOf(ctx: { user: AdminActor; apiTokenId: string | null }): AdminActor {
  return { id: ctx.user.id, email: ctx.user.email, apiTokenId: ctx.apiTokenId };
}

/**
 * /admin (docs/product.md §2): every procedure is an adminProcedure; the route guard in the browser is only comfort.
 */
export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => adminStats(ctx.db)),
  users: router({
    list: adminProcedure.input(UsersListInputSchema).query(({ ctx, input }) => listUsers(ctx.db, input)),
    search: adminProcedure.input(UserPickerInputSchema).query(({ ctx, input }) => searchUsersForGrant(ctx.db, input)),
  }),
  access: router({
    list: adminProcedure.input(GrantsListInputSchema).query(({ ctx, input }) => listProductGrants(ctx.db, input)),
    forUser: adminProcedure.input(AdminUserInputSchema).query(({ ctx, input }) => listUserGrants(ctx.db, input)),
    courseOptions: adminProcedure.query(({ ctx }) => listCourseOptions(ctx.db)),
    grant: adminProcedure
      .input(GrantAccessInputSchema)
      .mutation(({ ctx, input }) => logged(ctx, "access_granted", input, grantAccess(ctx.db, actorOf(ctx), input))),
    revoke: adminProcedure
      .input(RevokeAccessInputSchema)
      .mutation(({ ctx, input }) => logged(ctx, "access_revoked", input, revokeAccess(ctx.db, actorOf(ctx), input))),
    grantAll: adminProcedure
      .input(AdminUserInputSchema)
      .mutation(({ ctx, input }) => logged(ctx, "access_granted", input, grantAllAccess(ctx.db, actorOf(ctx), input))),
    revokeAll: adminProcedure
      .input(AdminUserInputSchema)
      .mutation(({ ctx, input }) => logged(ctx, "access_revoked", input, revokeAllAccess(ctx.db, actorOf(ctx), input))),
  }),
  audit: router({
    forUser: adminProcedure.input(AdminUserInputSchema).query(({ ctx, input }) => listAccessAudit(ctx.db, input)),
  }),
  settings: router({
    status: adminProcedure.query(({ ctx }) => settingsStatus(ctx.env)),
    // 'Caixa de saída': mail a server without SMTP_URL kept instead of sending (docs/decisions/033).
    mailOutbox: adminProcedure.query(({ ctx }) => listOutbox(ctx.db)),
    // The 'Notificações' card: the alert queues' last run, pending and failed jobs.
    jobs: adminProcedure.query(({ ctx }) => ctx.jobs?.state() ?? null),
    runAlertsNow: adminProcedure.mutation(async ({ ctx }) => {
      if (!ctx.jobs) throw new AppError("JOBS_NOT_RUNNING");
      await ctx.jobs.runNow(ALERT_SCAN_QUEUE);
      return { ok: true as const };
    }),
  }),
});
