import { useCallback } from "react";
import { toast } from "sonner";
import { AIRLINES, type AirlineId } from "@/shared/domain/flights/airlines";

/** docs/product.md §9: the buy button waits 1.5 s after its toast before leaving for the airline. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The airline's site opens in a new tab, cut off from this one (noopener). Opening 1.5 s after
 * the click still counts as the click's doing: browsers keep the gesture alive for about 5 s.
 */
export function useBuyTicket() {
  return useCallback((airline: AirlineId) => {
    const { name, site } = AIRLINES[airline];
    toast.success(`Redirecionando para o site da ${name}`, {
      description: "Você será levado ao site da companhia para concluir a compra.",
    });
    setTimeout(() => {
      window.open(site, "_blank", "noopener,noreferrer");
    }, REDIRECT_DELAY_MS);
  }, []);
}
