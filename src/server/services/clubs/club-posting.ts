import { randomUUID } from "node:crypto";
import { and, asc, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { dueBillingDates, nextBillingDate, priceOn, type ClubPrice } from "@/shared/domain/clubs/club-calendar";
import { suggestedLotExpiry } from "@/shared/domain/wallet/lots";
import type { Db, Tx } from "../../db/client";
import { clubPostings, clubPrices, clubs } from "../../db/schema";
import type { Logger } from "../../logger";
import { walletScopeOf } from "../access/wallet-scope";
import { appendCreditsToPrograms } from "../wallet/ledger/append";
import type { NewEntry, ProgramEntries } from "../wallet/ledger/entries";
import { refuseEdit } from "../wallet/program-balance";

/**
 * The clubs' monthly lots (docs/decisions/042): each billing date due by `today` becomes one
 * accumulation in the ledger, at that period's price, expiring after the club's validity. A
 * batch of clubs is taken with FOR UPDATE SKIP LOCKED, so two workers (two instances) split the
 * clubs instead of queueing on them; the club_postings key is what makes a second lot for the same
 * period impossible, whoever tries. Missed months (downtime, a start in the past) are caught up.
 * A batch's lots go through the ledger in a constant number of statements (appendCreditsToPrograms).
 */

interface DueClub {
  id: string;
  userId: string;
  programId: string;
  name: string;
  milesPerMonth: number;
  billingDay: number;
  validityMonths: number | null;
  nextBillingOn: string;
  endsOn: string | null;
}

interface Posting {
  club: DueClub;
  billingOn: string;
  entry: NewEntry;
}

const BATCH = 500;

/** The clubs of this batch that bill by today, locked; a club another worker holds is skipped. */
function lockDueClubs(tx: Tx, today: string, afterId: string, limit: number, only: readonly string[] | null) {
  return tx
    .select({
      id: clubs.id,
      userId: clubs.userId,
      programId: clubs.programId,
      name: clubs.name,
      milesPerMonth: clubs.milesPerMonth,
      billingDay: clubs.billingDay,
      validityMonths: clubs.validityMonths,
      nextBillingOn: clubs.nextBillingOn,
      endsOn: clubs.endsOn,
    })
    .from(clubs)
    .where(
      and(
        isNull(clubs.pausedSince),
        lte(clubs.nextBillingOn, today),
        or(isNull(clubs.endsOn), lte(clubs.nextBillingOn, clubs.endsOn)),
        gt(clubs.id, afterId),
        only ? inArray(clubs.id, [...only]) : undefined,
      ),
    )
    .orderBy(asc(clubs.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

async function pricesOf(tx: Tx, clubIds: string[]) {
  const rows = await tx
    .select({ clubId: clubPrices.clubId, effectiveFrom: clubPrices.effectiveFrom, priceCents: clubPrices.priceCents })
    .from(clubPrices)
    .where(inArray(clubPrices.clubId, clubIds));
  const byClub = new Map<string, ClubPrice[]>();
  for (const row of rows) byClub.set(row.clubId, [...(byClub.get(row.clubId) ?? []), row]);
  return byClub;
}

function postingsOf(club: DueClub, prices: readonly ClubPrice[], today: string): Posting[] {
  return dueBillingDates({ ...club, pausedSince: null }, today).map((billingOn) => {
    const priceCents = priceOn(prices, billingOn);
    return {
      club,
      billingOn,
      entry: {
        id: randomUUID(),
        source: "accumulation",
        type: "accumulation",
        miles: club.milesPerMonth,
        entryDate: billingOn,
        amountPaidCents: priceCents,
        costCents: priceCents,
        expiresOn: suggestedLotExpiry(billingOn, club.validityMonths),
        description: club.name,
        transferId: null,
      },
    };
  });
}

/** Claims the periods (a period already posted is left out), then credits each program once for its claimed lots. */
async function post(tx: Tx, postings: Posting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const claimed = await tx
    .insert(clubPostings)
    .values(postings.map(({ club, billingOn }) => ({ clubId: club.id, billingOn })))
    .onConflictDoNothing()
    .returning({ clubId: clubPostings.clubId, billingOn: clubPostings.billingOn });
  const isClaimed = new Set(claimed.map((row) => `${row.clubId}:${row.billingOn}`));
  const fresh = postings.filter(({ club, billingOn }) => isClaimed.has(`${club.id}:${billingOn}`));
  if (fresh.length === 0) return 0;

  const byProgram = new Map<string, ProgramEntries>();
  for (const { club, entry } of fresh) {
    const onProgram = byProgram.get(club.programId);
    if (onProgram) onProgram.entries.push(entry);
    else
      byProgram.set(club.programId, {
        scope: walletScopeOf({ id: club.userId }),
        programId: club.programId,
        entries: [entry],
      });
  }
  await appendCreditsToPrograms(tx, [...byProgram.values()], refuseEdit);
  const links = sql.join(
    fresh.map(({ club, billingOn, entry }) => sql`(${club.id}::uuid, ${billingOn}::date, ${entry.id}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${clubPostings} set entry_id = v.entry_id from (values ${links}) as v(club_id, billing_on, entry_id)
        where ${clubPostings.clubId} = v.club_id and ${clubPostings.billingOn} = v.billing_on`,
  );
  return fresh.length;
}

/** Moves each club's cursor past the dates just handled. */
async function advance(tx: Tx, postings: Posting[]) {
  const last = new Map<string, Posting>();
  for (const posting of postings) last.set(posting.club.id, posting);
  if (last.size === 0) return;
  const cursors = sql.join(
    [...last.values()].map(
      ({ club, billingOn }) => sql`(${club.id}::uuid, ${nextBillingDate(billingOn, club.billingDay)}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${clubs} set next_billing_on = v.next_billing_on, updated_at = now()
        from (values ${cursors}) as v(id, next_billing_on) where ${clubs.id} = v.id`,
  );
}

async function postLocked(tx: Tx, found: DueClub[], today: string) {
  const prices = await pricesOf(
    tx,
    found.map((club) => club.id),
  );
  const postings = found.flatMap((club) => postingsOf(club, prices.get(club.id) ?? [], today));
  const posted = await post(tx, postings);
  await advance(tx, postings);
  return posted;
}

export interface PostingRun {
  /** Lots written by this run. */
  posted: number;
  /** Clubs left due because their program refused the credit (the balance limit); tried again next run. */
  refused: number;
}

/**
 * Posts every due period of every active club (or of `only`), in batches of one transaction each.
 * A batch a program refuses is retried club by club, so one full program holds back only its clubs.
 */
export async function postDueClubs(
  db: Db,
  today: string,
  options: { only?: readonly string[]; log?: Pick<Logger, "warn">; batch?: number } = {},
): Promise<PostingRun> {
  const batch = options.batch ?? BATCH;
  const only = options.only ?? null;
  const run: PostingRun = { posted: 0, refused: 0 };
  let afterId = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    let found: DueClub[] = [];
    try {
      run.posted += await db.transaction(async (tx) => {
        found = await lockDueClubs(tx, today, afterId, batch, only);
        return postLocked(tx, found, today);
      });
    } catch (error) {
      if (found.length === 0) throw error;
      for (const club of found) {
        try {
          run.posted += await db.transaction(async (tx) => {
            const [again] = await lockDueClubs(tx, today, afterId, 1, [club.id]);
            return again ? postLocked(tx, [again], today) : 0;
          });
        } catch (alone) {
          run.refused += 1;
          options.log?.warn({ err: alone, clubId: club.id }, "Lançamento do clube recusado");
        }
      }
    }
    const last = found.at(-1);
    if (!last || found.length < batch) return run;
    afterId = last.id;
  }
}
