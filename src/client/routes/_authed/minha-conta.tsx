import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AccountPage } from "./-components/account/account-page";

const AccountSearchSchema = z.object({
  /** Set by the server after the link of an e-mail change was opened. */
  email: z.enum(["confirmado", "invalido"]).optional().catch(undefined),
});

export const Route = createFileRoute("/_authed/minha-conta")({
  validateSearch: AccountSearchSchema,
  loader: async ({ context: { trpc, session } }) => {
    if (!session || session.readOnly) return;
    await Promise.all([trpc.account.sessions.prefetch(), trpc.account.apiTokens.prefetch()]);
  },
  component: AccountPage,
});
