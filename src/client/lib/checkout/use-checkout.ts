import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { toast } from "sonner";
import { useRequireLogin } from "@/client/lib/use-require-login";
import { useTRPC } from "@/client/trpc";
import type { CheckoutInput } from "@/shared/schemas/payments";
import { CHECKOUT_MESSAGES as M } from "./checkout-messages";

/**
 * Starts a Stripe checkout (docs/product.md §7 create-checkout) and opens its page in a new tab, as the spec
 * says. The tab is opened at the click itself, before the server answers, so no popup blocker
 * refuses it; if it was refused anyway, this tab goes to the checkout instead.
 */
export function useCheckout() {
  const trpc = useTRPC();
  const requireLogin = useRequireLogin();
  const create = useMutation(trpc.checkout.create.mutationOptions());

  const start = (input: CheckoutInput) => {
    const isCourse = input.productType === "course";
    if (requireLogin(isCourse ? M.loginToBuyCourse : M.loginToSubscribe)) return;
    const tab = window.open("", "_blank");
    create.mutate(input, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        // Already subscribed or enrolled: the server says so in words the member can act on.
        if (error instanceof TRPCClientError && error.data?.code === "CONFLICT") {
          toast.info(error.message);
          return;
        }
        toast.error(isCourse ? M.paymentErrorTitle : M.subscriptionErrorTitle, {
          description: isCourse ? M.paymentError : M.subscriptionError,
        });
      },
    });
  };
  return { start, pending: create.isPending };
}
