import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { CHECKOUT_MESSAGES as M } from "@/client/lib/checkout/checkout-messages";
import { useTRPC } from "@/client/trpc";

export type VerificationState = "verifying" | "pending" | "paid" | "failed" | "gave-up" | "error" | "no-session";

// A Pix clears in seconds, a boleto can take days: check every few seconds for a while, then stop.
const RETRY_MS = 2_500;
const MAX_CHECKS = 48;

/**
 * checkout.verify (docs/product.md §7 verify-payment) for the session in the address, re-checked while Stripe says
 * pending.
 */
export function usePaymentVerification(sessionId: string | undefined): VerificationState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { mutateAsync: verify } = useMutation(trpc.checkout.verify.mutationOptions());
  const [state, setState] = useState<VerificationState>(sessionId ? "verifying" : "no-session");

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const answer = await verify({ sessionId });
        if (stopped) return;
        if (answer.success) {
          setState("paid");
          toast.success(M.confirmed);
          // The new access opens the feed, Minha Gestão or the course: nothing cached may say otherwise,
          // the session the root route holds included. Its beforeLoad reads auth.me with ensureData,
          // which serves a cached answer however stale: a member on the trial would still read
          // "Teste grátis até…" and 'Assinar Mensal' on /promocoes. So auth.me is fetched again
          // before the routes re-run their beforeLoad.
          await queryClient.invalidateQueries();
          await queryClient.refetchQueries(trpc.auth.me.queryFilter());
          await router.invalidate();
        } else if (answer.status === "failed") {
          setState("failed");
        } else if (attempt >= MAX_CHECKS) {
          setState("gave-up");
        } else {
          setState("pending");
          timer = setTimeout(() => void check(attempt + 1), RETRY_MS);
        }
      } catch {
        if (stopped) return;
        setState("error");
        toast.error(M.verifyErrorTitle, { description: M.verifyError });
      }
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One verification loop per session id: mutateAsync, the query client, the router and trpc never change identity.
  }, [sessionId, verify, queryClient, router, trpc]);

  return state;
}
