import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DeleteAccountInputSchema } from "@/shared/schemas/account";
import { forgetAccountThrottles } from "../../auth/throttle";
import { accessAuditLog, billingSubscriptions, payments, users } from "../../db/schema";
import type { CurrentUser } from "./accounts";
import { callStripe, type PaymentsDeps } from "../payments/stripe-calls";
import { confirmPassword } from "./password-check";

/** What an admin's audit entries say once the admin's own account is gone. */
const DELETED_ACCOUNT_LABEL = "conta excluída";

const FINISHED_SUBSCRIPTION = ["canceled", "incomplete_expired"];

/** Stripe must not charge an account that no longer exists: open subscriptions stop renewing first. */
async function stopFutureCharges(deps: PaymentsDeps, userId: string): Promise<void> {
  const open = await deps.db
    .select({ id: billingSubscriptions.stripeSubscriptionId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        isNull(billingSubscriptions.endedAt),
        notInArray(billingSubscriptions.status, FINISHED_SUBSCRIPTION),
      ),
    );
  for (const { id } of open) {
    await callStripe(
      deps.log,
      "encerrar assinatura de conta excluída",
      (stripe) => stripe.subscriptions.update(id, { cancel_at_period_end: true }),
      deps.stripe,
    );
  }
}

/**
 * LGPD deletion, in one transaction: the users row goes and every table that hangs off it goes with
 * it (ON DELETE CASCADE), so its sessions and API tokens stop working on the next request. Payments
 * stay, as fiscal law requires, with no link to the person (user_id set null, receipt link dropped).
 * Asks nothing: the member's page confirms the password first; an operator's CLI may call it as is.
 */
export async function eraseAccount(deps: PaymentsDeps, user: Pick<CurrentUser, "id" | "email">): Promise<void> {
  await stopFutureCharges(deps, user.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ receiptUrl: null, updatedAt: sql`now()` })
      .where(eq(payments.userId, user.id));
    await tx
      .update(accessAuditLog)
      .set({ actorEmail: DELETED_ACCOUNT_LABEL })
      .where(eq(accessAuditLog.actorId, user.id));
    await forgetAccountThrottles(tx, user.email);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/** 'Excluir minha conta': the password again, then the erasure. */
export async function deleteAccount(
  deps: PaymentsDeps,
  user: CurrentUser,
  input: z.output<typeof DeleteAccountInputSchema>,
): Promise<void> {
  await confirmPassword(deps.db, deps.log, user, input.password);
  await eraseAccount(deps, user);
}
