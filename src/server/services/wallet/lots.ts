import { and, asc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { mileLots } from "../../db/schema";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";

/*
 * Lots are written with the ledger's entries (ledger/append.ts, ledger/replay.ts,
 * docs/decisions/029). The cards list the dated ones still holding miles: those are what expire.
 */

// Hot path (docs/decisions/035, the programs list): prepared once per database.
const liveLotsQuery = perDatabase((db: Db) =>
  db
    .select({
      id: mileLots.id,
      programId: mileLots.programId,
      source: mileLots.source,
      acquiredOn: mileLots.acquiredOn,
      expiresOn: sql<string>`${mileLots.expiresOn}`,
      miles: mileLots.miles,
      remaining: mileLots.remaining,
    })
    .from(mileLots)
    .where(and(ownedBy(mileLots, SCOPE_OWNER), sql`${mileLots.remaining} > 0`, isNotNull(mileLots.expiresOn)))
    .orderBy(asc(mileLots.expiresOn), asc(mileLots.acquiredOn), asc(mileLots.id))
    .prepare("live_lots"),
);

/** The dated lots of the caller's programs with miles left, earliest expiry first, for the cards. */
export function listLots(db: Db, scope: WalletScope) {
  return liveLotsQuery(db).execute({ userId: scope.ownerId });
}

export type LotRow = Awaited<ReturnType<typeof listLots>>[number];
