import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/client/trpc";
import { marketReferenceOf, type MarketReference } from "@/shared/domain/wallet/market-reference";
import { catalogueEntry } from "@/shared/domain/wallet/program-catalogue";
import type { ProgramKind } from "@/shared/domain/wallet/program-kind";
import type { CatalogueEntry } from "./types";

/** The catalogue of known programs (docs/decisions/034); the dashboard's loader fetched it already. */
export function useCatalogue(): readonly CatalogueEntry[] {
  const trpc = useTRPC();
  return useQuery(trpc.catalogue.list.queryOptions()).data ?? [];
}

export interface ProgramFacts {
  entry: CatalogueEntry | null;
  /** null outside the catalogue: the words stay "milhas" (shared/domain/wallet/program-kind.ts). */
  kind: ProgramKind | null;
  /** The program's own market band, or null: no verdict then. */
  reference: MarketReference | null;
}

/** What the catalogue says of one wallet program (or of an entry picked directly). */
export function useProgramFacts(catalogueId: string | null | undefined): ProgramFacts {
  const entry = catalogueEntry(useCatalogue(), catalogueId);
  return { entry, kind: entry?.kind ?? null, reference: entry ? marketReferenceOf(entry) : null };
}
