import type { trpc } from "@/client/trpc";

type Utils = ReturnType<typeof trpc.useUtils>;

/** The kinds of change the app's mutations make. */
export type Change = "wallet" | "promotions" | "access" | "homepage" | "catalogue";

/**
 * Every query that shows what a change touches, in one table: refreshing only the mutation's own
 * router left other screens stale (the admin's featured count after 'Ativar', reports after a
 * wallet edit) until a reload.
 */
export function refreshAfter(utils: Utils, change: Change): Promise<unknown> {
  switch (change) {
    case "wallet":
      // Minha Gestão, the reports and the flight finder's cost per airline all read the wallet.
      return Promise.all([utils.wallet.invalidate(), utils.reports.invalidate(), utils.flights.milesCost.invalidate()]);
    case "promotions":
      return Promise.all([utils.promotions.invalidate(), utils.admin.stats.invalidate()]);
    case "access":
      // A grant changes the lists, the users' badges and the audit trail, all under admin.
      return utils.admin.invalidate();
    case "catalogue":
      // Every verdict, card word and transfer hint reads the catalogue query.
      return utils.catalogue.invalidate();
    case "homepage":
      return Promise.all([utils.homepage.get.invalidate(), utils.admin.stats.invalidate()]);
  }
}
