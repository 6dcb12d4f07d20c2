import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  billingDateOnOrAfter,
  minimumStayEndsOn,
  priceChangeEffectiveFrom,
  priceOn,
  resumedNextBillingOn,
  upcomingBillingDates,
} from "@/shared/domain/clubs/club-calendar";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { suggestedLotExpiry } from "@/shared/domain/wallet/lots";
import { formatPlainDate } from "@/shared/format";
import type {
  ClubEndInputSchema,
  ClubIdInputSchema,
  ClubInputSchema,
  ClubUpdateInputSchema,
} from "@/shared/schemas/clubs";
import { currentTime } from "../../clock";
import type { Db, Tx } from "../../db/client";
import { violatesForeignKey } from "../../db/driver-errors";
import { clubPlans, clubPostings, clubPrices, clubs } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { postDueClubs } from "./club-posting";

/**
 * A member's clubs (docs/decisions/042), always through the caller's wallet scope: another
 * member's club is CLUB_NOT_FOUND. Every change first posts what is due by today, so a pause, an
 * end or a new price never reaches back into a period that had already billed.
 */

const UPCOMING = 3;

const ownClub = (scope: WalletScope, id: string) => and(eq(clubs.id, id), ownedBy(clubs, scope));

export async function listClubs(db: Db, scope: WalletScope, today = todayInSaoPaulo(currentTime())) {
  const rows = await db.select().from(clubs).where(ownedBy(clubs, scope)).orderBy(asc(clubs.createdAt), asc(clubs.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [prices, posted] = await Promise.all([
    db
      .select({ clubId: clubPrices.clubId, effectiveFrom: clubPrices.effectiveFrom, priceCents: clubPrices.priceCents })
      .from(clubPrices)
      .where(inArray(clubPrices.clubId, ids))
      .orderBy(asc(clubPrices.effectiveFrom)),
    db
      .select({
        clubId: clubPostings.clubId,
        count: sql<number>`count(*)::int`,
        last: sql<string>`max(${clubPostings.billingOn})::text`,
      })
      .from(clubPostings)
      .where(inArray(clubPostings.clubId, ids))
      .groupBy(clubPostings.clubId),
  ]);
  return rows.map((club) => {
    const own = prices.filter((price) => price.clubId === club.id);
    const postings = posted.find((row) => row.clubId === club.id);
    const upcoming = upcomingBillingDates(club, today, UPCOMING).map((billingOn) => ({
      billingOn,
      miles: club.milesPerMonth,
      priceCents: priceOn(own, billingOn),
      expiresOn: suggestedLotExpiry(billingOn, club.validityMonths),
    }));
    return {
      id: club.id,
      programId: club.programId,
      planId: club.planId,
      name: club.name,
      milesPerMonth: club.milesPerMonth,
      billingDay: club.billingDay,
      startsOn: club.startsOn,
      minimumStayMonths: club.minimumStayMonths,
      minimumStayEndsOn: minimumStayEndsOn(club),
      validityMonths: club.validityMonths,
      transferBonusPercent: club.transferBonusBasisPoints / 100,
      // The price of the latest period that billed or bills today; a change ahead shows in `upcoming`.
      priceCents: priceOn(own, today >= club.startsOn ? today : club.startsOn),
      status:
        club.endsOn !== null && club.endsOn < today
          ? ("ended" as const)
          : club.pausedSince
            ? ("paused" as const)
            : ("active" as const),
      pausedSince: club.pausedSince,
      endsOn: club.endsOn,
      postedCount: postings?.count ?? 0,
      lastPostedOn: postings?.last ?? null,
      upcoming,
    };
  });
}

type NewClub = z.output<typeof ClubInputSchema>;

async function planExists(db: Db, planId: string) {
  const [plan] = await db.select({ id: clubPlans.id }).from(clubPlans).where(eq(clubPlans.id, planId));
  if (!plan) throw new AppError("CLUB_PLAN_NOT_FOUND");
}

/**
 * 'Novo clube': the club and its first price in one transaction, then every billing date already
 * past (a start in the past) posted at once by the job's own posting, so the card shows them now.
 */
export async function createClub(db: Db, scope: WalletScope, input: NewClub, today = todayInSaoPaulo(currentTime())) {
  const { transferBonusPercent, priceCents, planId, ...fields } = input;
  if (planId) await planExists(db, planId);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [club] = await tx
        .insert(clubs)
        .values({
          ...fields,
          planId: planId ?? null,
          userId: scope.ownerId,
          transferBonusBasisPoints: transferBonusPercent * 100,
          nextBillingOn: billingDateOnOrAfter(fields.startsOn, fields.billingDay),
        })
        .returning({ id: clubs.id });
      if (!club) throw new Error("insert returned no row");
      await tx.insert(clubPrices).values({ clubId: club.id, effectiveFrom: fields.startsOn, priceCents });
      return club.id;
    });
  } catch (error) {
    if (violatesForeignKey(error, "clubs_program_owner_fk")) throw new AppError("PROGRAM_NOT_FOUND");
    throw error;
  }
  await postDueClubs(db, today, { only: [id] });
  return clubOf(db, scope, id, today);
}

async function clubOf(db: Db, scope: WalletScope, id: string, today: string) {
  const club = (await listClubs(db, scope, today)).find((candidate) => candidate.id === id);
  if (!club) throw new AppError("CLUB_NOT_FOUND");
  return club;
}

/** Posts what is due, then locks the member's club for the change; CLUB_NOT_FOUND for anyone else's. */
async function changeClub(
  db: Db,
  scope: WalletScope,
  id: string,
  today: string,
  change: (tx: Tx, club: typeof clubs.$inferSelect) => Promise<void>,
) {
  const [owned] = await db.select({ id: clubs.id }).from(clubs).where(ownClub(scope, id));
  if (!owned) throw new AppError("CLUB_NOT_FOUND");
  await postDueClubs(db, today, { only: [id] });
  await db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(ownClub(scope, id)).for("update");
    if (!club) throw new AppError("CLUB_NOT_FOUND");
    await change(tx, club);
    await tx
      .update(clubs)
      .set({ updatedAt: sql`now()` })
      .where(eq(clubs.id, id));
  });
  return clubOf(db, scope, id, today);
}

function refuseEnded(club: { endsOn: string | null }, today: string) {
  if (club.endsOn !== null && club.endsOn < today) throw new AppError("CLUB_ENDED");
}

/** 'Editar clube': a new price applies from the next billing date; validity and bonus to the lots still to come. */
export function updateClub(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ClubUpdateInputSchema>,
  today = todayInSaoPaulo(currentTime()),
) {
  const { id, priceCents, transferBonusPercent, ...fields } = input;
  return changeClub(db, scope, id, today, async (tx, club) => {
    await tx
      .update(clubs)
      .set({ ...fields, transferBonusBasisPoints: transferBonusPercent * 100 })
      .where(eq(clubs.id, club.id));
    const effectiveFrom = priceChangeEffectiveFrom(today, club.billingDay);
    const prices = await tx
      .select({ effectiveFrom: clubPrices.effectiveFrom, priceCents: clubPrices.priceCents })
      .from(clubPrices)
      .where(eq(clubPrices.clubId, club.id))
      .orderBy(desc(clubPrices.effectiveFrom));
    if (priceOn(prices, effectiveFrom) === priceCents) return;
    await tx
      .insert(clubPrices)
      .values({ clubId: club.id, effectiveFrom, priceCents })
      .onConflictDoUpdate({ target: [clubPrices.clubId, clubPrices.effectiveFrom], set: { priceCents } });
  });
}

/**
 * 'Pausar': nothing bills from today until it resumes. 'Retomar': the months of the pause are
 * skipped, not owed; billing goes on from the next billing date.
 */
export function setClubPaused(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ClubIdInputSchema> & { paused: boolean },
  today = todayInSaoPaulo(currentTime()),
) {
  return changeClub(db, scope, input.id, today, async (tx, club) => {
    refuseEnded(club, today);
    if (input.paused === (club.pausedSince !== null)) return;
    await tx
      .update(clubs)
      .set(
        input.paused
          ? { pausedSince: today }
          : { pausedSince: null, nextBillingOn: resumedNextBillingOn(club.nextBillingOn, today, club.billingDay) },
      )
      .where(eq(clubs.id, club.id));
  });
}

/** 'Encerrar': the last day, not before today nor within the minimum stay; it bills up to that day. */
export function endClub(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ClubEndInputSchema>,
  today = todayInSaoPaulo(currentTime()),
) {
  return changeClub(db, scope, input.id, today, async (tx, club) => {
    refuseEnded(club, today);
    if (input.endsOn < today) throw new AppError("CLUB_END_IN_PAST");
    const stayEndsOn = minimumStayEndsOn(club);
    if (stayEndsOn !== null && input.endsOn < stayEndsOn) {
      throw new AppError(
        "CLUB_MINIMUM_STAY",
        `A permanência mínima deste clube vai até ${formatPlainDate(stayEndsOn)}.`,
      );
    }
    await tx.update(clubs).set({ endsOn: input.endsOn }).where(eq(clubs.id, club.id));
  });
}
