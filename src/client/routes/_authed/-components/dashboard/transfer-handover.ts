import type { WalletSearch } from "@/shared/schemas/search-params";

type Handover = Required<Pick<WalletSearch, "origem" | "destino" | "pontos" | "bonus">>;

/**
 * The address 'Registrar esta transferência' opens: /dashboard with the calculator's figures, in
 * the fields `readWalletSearch` (src/shared/schemas/search-params.ts) reads back to fill
 * 'Transferir pontos' (docs/product.md, "Transfers from the calculator"). The ratio and the source's
 * minimum are not carried: the form reads them from the catalogue, as the calculator did.
 */
export function transferHandoverHref(values: Handover): string {
  const search = new URLSearchParams({
    transferir: "1",
    origem: values.origem,
    destino: values.destino,
    pontos: String(values.pontos),
    bonus: String(values.bonus),
  });
  return `/dashboard?${search.toString()}`;
}
