import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  CreateApiTokenInputSchema,
  DeleteAccountInputSchema,
  EndSessionInputSchema,
  RevokeApiTokenInputSchema,
  UpdateNameInputSchema,
} from "@/shared/schemas/account";
import { logAuthEvent } from "../../auth/auth-events";
import { deleteAccount } from "../../services/account/delete-account";
import { requestEmailChange } from "../../services/account/email-change";
import { changePassword, updateName } from "../../services/account/profile";
import { endOtherSessions, endSession, listSessions } from "../../services/account/sessions";
import { createApiToken, listApiTokens, revokeApiToken } from "../../services/account/api-tokens";
import { accountOwnerProcedure, authedProcedure, router } from "../init";

/** 'Minha conta' (docs/decisions/017-api-tokens-and-account-self-service.md). */
export const accountRouter = router({
  updateName: authedProcedure.input(UpdateNameInputSchema).mutation(async ({ ctx, input }) => {
    await updateName(ctx.db, ctx.user.id, input.name);
    return { ok: true as const };
  }),

  requestEmailChange: accountOwnerProcedure.input(ChangeEmailInputSchema).mutation(async ({ ctx, input }) => {
    await requestEmailChange(ctx, ctx.user, input);
    return { ok: true as const };
  }),

  changePassword: accountOwnerProcedure.input(ChangePasswordInputSchema).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, ctx.user, ctx.session.id, input);
    return { ok: true as const };
  }),

  sessions: accountOwnerProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.user.id, ctx.session.id)),

  endSession: accountOwnerProcedure.input(EndSessionInputSchema).mutation(async ({ ctx, input }) => {
    await endSession(ctx.db, ctx.user.id, input.sessionId);
    if (input.sessionId === ctx.session.id) ctx.sessionCookie.clear();
    return { ok: true as const };
  }),

  endOtherSessions: accountOwnerProcedure.mutation(async ({ ctx }) => ({
    ended: await endOtherSessions(ctx.db, ctx.user.id, ctx.session.id),
  })),

  apiTokens: accountOwnerProcedure.query(({ ctx }) => listApiTokens(ctx.db, ctx.user.id)),

  createApiToken: accountOwnerProcedure.input(CreateApiTokenInputSchema).mutation(async ({ ctx, input }) => {
    const created = await createApiToken(ctx, ctx.user, input);
    logAuthEvent(ctx.log, "api_token_created", { userId: ctx.user.id, tokenId: created.id, scope: created.scope });
    return created;
  }),

  revokeApiToken: accountOwnerProcedure.input(RevokeApiTokenInputSchema).mutation(async ({ ctx, input }) => {
    await revokeApiToken(ctx.db, ctx.user.id, input.id);
    logAuthEvent(ctx.log, "api_token_revoked", { userId: ctx.user.id, tokenId: input.id });
    return { ok: true as const };
  }),

  deleteAccount: accountOwnerProcedure.input(DeleteAccountInputSchema).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx, ctx.user, input);
    ctx.sessionCookie.clear();
    return { ok: true as const };
  }),
});
