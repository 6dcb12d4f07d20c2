import type { WalletSearch } from "@/shared/schemas/search-params";

type Handover = Required<Pick<WalletSearch, "origem" | "destino" | "pontos" | "bonus">> & Pick<WalletSearch, "minimo">;

/**
 * The address 'Registrar esta transferência' opens: /dashboard with the calculator's figures, in
 * the fields `readWalletSearch` (src/shared/schemas/search-params.ts) reads back to fill
 * 'Transferir pontos' (docs/product.md, "Transfers from the calculator"); `minimo` is the source's
 * known minimum from the catalogue (docs/decisions/034), when it has one.
 */
export function transferHandoverHref(values: Handover): string {
  const search = new URLSearchParams({
    transferir: "1",
    origem: values.origem,
    destino: values.destino,
    pontos: String(values.pontos),
    bonus: String(values.bonus),
  });
  if (values.minimo) search.set("minimo", String(values.minimo));
  return `/dashboard?${search.toString()}`;
}
