import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { CHECKOUT_MESSAGES as M } from "@/client/lib/checkout/checkout-messages";
import { useSessionRefresh } from "@/client/lib/session";
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
  const refreshSession = useSessionRefresh();
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
          // The new access opens the feed, Minha Gestão or the course: the session is read again
          // before the page says "paid" and offers 'Continuar', so a click never carries the old one.
          await refreshSession();
          if (stopped) return;
          setState("paid");
          toast.success(M.confirmed);
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
    // One verification loop per session id: mutateAsync and the refresh never change identity.
  }, [sessionId, verify, refreshSession]);

  return state;
}
