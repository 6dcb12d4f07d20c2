import type { TransferSearch } from "@/shared/schemas/search-params";

/**
 * The address 'Registrar esta transferência' opens: /dashboard with the calculator's figures, in
 * the fields `readTransferSearch` (src/shared/schemas/search-params.ts) reads back for the transfer
 * form (docs/product.md, "Transfers from the calculator"). Built here, in the dashboard's own
 * code, so the first visit of every page does not download it.
 */
export function transferHandoverHref(values: Required<Omit<TransferSearch, "transferir">>): string {
  const search = new URLSearchParams({
    transferir: "1",
    origem: values.origem,
    destino: values.destino,
    pontos: String(values.pontos),
    bonus: String(values.bonus),
  });
  return `/dashboard?${search.toString()}`;
}
