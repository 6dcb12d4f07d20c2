import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { CHECKOUT_MESSAGES } from "./checkout/checkout-messages";
import { useSession } from "./session";

/**
 * docs/product.md §8: a visitor who tries to pay is told 'Login necessário' (with what they were about to
 * do) and sent to /login. The returned check says whether that happened.
 */
export function useRequireLogin() {
  const session = useSession();
  const navigate = useNavigate();
  return (description: string): boolean => {
    if (session) return false;
    toast.error(CHECKOUT_MESSAGES.loginTitle, { description });
    void navigate({ to: "/login" });
    return true;
  };
}
