import type { QueryClient, QueryFilters } from "@tanstack/react-query";
import type { TrpcOptions } from "@/client/trpc";

/** The kinds of change the app's mutations make. */
export type Change = "wallet" | "promotions" | "access" | "homepage" | "catalogue";

/**
 * Every query that shows what a change touches, in one table: refreshing only the mutation's own
 * router left other screens stale (the admin's featured count after 'Ativar', reports after a
 * wallet edit) until a reload. A path's filter takes every query under it, whatever its input.
 */
export function refreshAfter(queryClient: QueryClient, trpc: TrpcOptions, change: Change): Promise<unknown> {
  const refresh = (...filters: QueryFilters[]) =>
    Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
  switch (change) {
    case "wallet":
      // Minha Gestão, the reports, the flight finder's cost per airline and the household (a
      // redemption is a debit, a moved program changes a holder's CPF count) all read the wallet.
      return refresh(
        trpc.wallet.pathFilter(),
        trpc.reports.pathFilter(),
        trpc.flights.milesCost.pathFilter(),
        trpc.household.pathFilter(),
      );
    case "promotions":
      return refresh(trpc.promotions.pathFilter(), trpc.admin.stats.pathFilter());
    case "access":
      // A grant changes the lists, the users' badges and the audit trail, all under admin.
      return refresh(trpc.admin.pathFilter());
    case "catalogue":
      // Every verdict, card word and transfer hint reads the catalogue query.
      return refresh(trpc.catalogue.pathFilter());
    case "homepage":
      return refresh(trpc.homepage.get.pathFilter(), trpc.admin.stats.pathFilter());
  }
}
