import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimumStayEndsOn } from "@/shared/domain/clubs/club-calendar";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import type { Database } from "../../db/client";
import { createPostgresDatabase } from "../../db/postgres-database";
import { clubPostings, walletEntries } from "../../db/schema";
import { testDatabaseServerUrl } from "../../env";
import { CLUB_POSTING_QUEUE, clubJobs } from "../../jobs/club-jobs";
import { createJobEngine } from "../../jobs/engine";
import { walletScopeOf } from "../../services/access/wallet-scope";
import { postDueClubs } from "../../services/clubs/club-posting";
import { createClub, endClub, listClubs, setClubPaused, updateClub } from "../../services/clubs/clubs";
import { at, eventually } from "../../testing/alert-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;
const silentLog = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
  bruno = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const engine = testDatabaseServerUrl() ? "PostgreSQL" : "PGlite";

async function programOf(actor: TestActor, name = "Smiles") {
  return actor.caller.wallet.programs.create({ name, balance: 0 });
}

const club = (programId: string, fields: Partial<Parameters<typeof createClub>[2]> = {}) => ({
  programId,
  planId: null,
  name: "Clube Smiles 1.000",
  milesPerMonth: 1_000,
  priceCents: 4_200,
  billingDay: 31,
  startsOn: "2026-01-15",
  minimumStayMonths: 6,
  validityMonths: 120,
  transferBonusPercent: 0,
  ...fields,
});

async function clubEntries(programId: string) {
  return database.db
    .select({
      entryDate: walletEntries.entryDate,
      miles: walletEntries.miles,
      paid: walletEntries.amountPaidCents,
      expiresOn: walletEntries.expiresOn,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.programId, programId), eq(walletEntries.source, "accumulation")))
    .orderBy(walletEntries.entryDate);
}

async function postingCount(clubId: string) {
  const [row] = await database.db.select({ total: count() }).from(clubPostings).where(eq(clubPostings.clubId, clubId));
  return row?.total ?? 0;
}

describe(`clubs on ${engine}`, () => {
  it("posts the months since a start in the past once, at each month's price and validity, and lists the next ones", async () => {
    const program = await programOf(ana);
    const scope = walletScopeOf(ana);
    const created = await createClub(database.db, scope, club(program.id), "2026-04-10");
    // Billing day 31: 31 January, 28 February, 31 March; 30 April is still ahead.
    expect(
      (await clubEntries(program.id)).map((entry) => [entry.entryDate, entry.miles, entry.paid, entry.expiresOn]),
    ).toEqual([
      ["2026-01-31", 1_000, 4_200, "2036-01-31"],
      ["2026-02-28", 1_000, 4_200, "2036-02-28"],
      ["2026-03-31", 1_000, 4_200, "2036-03-31"],
    ]);
    expect(created).toMatchObject({ postedCount: 3, lastPostedOn: "2026-03-31", status: "active" });
    expect(created.upcoming.map((next) => next.billingOn)).toEqual(["2026-04-30", "2026-05-31", "2026-06-30"]);
    const [card] = (await ana.caller.wallet.programs.list()).filter((row) => row.id === program.id);
    expect(card).toMatchObject({ balance: 3_000 });
    await expectLedgerConsistent(database.db, program.id);

    // A new price applies from the next period; April bills at the old one.
    await updateClub(
      database.db,
      scope,
      { id: created.id, name: created.name, priceCents: 4_500, validityMonths: 120, transferBonusPercent: 5 },
      "2026-04-30",
    );
    await postDueClubs(database.db, "2026-06-01");
    expect((await clubEntries(program.id)).slice(3).map((entry) => [entry.entryDate, entry.paid])).toEqual([
      ["2026-04-30", 4_200],
      ["2026-05-31", 4_500],
    ]);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("posts each period once with two workers running the job together, on two connections", async () => {
    const programs = await Promise.all(Array.from({ length: 4 }, () => programOf(ana, "Livelo")));
    const clubs: Awaited<ReturnType<typeof createClub>>[] = [];
    for (const program of programs) {
      clubs.push(
        await createClub(
          database.db,
          walletScopeOf(ana),
          club(program.id, { billingDay: 5, startsOn: "2026-11-01" }),
          "2026-11-01",
        ),
      );
    }
    const url = "connectionString" in database.jobConnection ? database.jobConnection.connectionString : null;
    const other: Database = url ? createPostgresDatabase(url, { max: 5 }) : database;
    try {
      const runs = await Promise.all(
        // Only these clubs: the file's other clubs would add their own months to the sum.
        [database, other, database, other].map((worker) =>
          postDueClubs(worker.db, "2026-12-07", { batch: 2, only: clubs.map((created) => created.id) }),
        ),
      );
      expect(runs.reduce((sum, run) => sum + run.posted, 0)).toBe(8);
    } finally {
      if (other !== database) await other.close();
    }
    for (const [index, created] of clubs.entries()) {
      expect(await postingCount(created.id)).toBe(2);
      expect((await clubEntries(programs[index]?.id ?? "")).map((entry) => entry.entryDate)).toEqual([
        "2026-11-05",
        "2026-12-05",
      ]);
    }
  });

  it("catches up after downtime when the job engine starts, and posts nothing again after a restart", async () => {
    const program = await programOf(ana, "Esfera");
    const created = await createClub(
      database.db,
      walletScopeOf(ana),
      club(program.id, { billingDay: 10, startsOn: "2026-06-01" }),
      "2026-06-01",
    );
    expect(created.postedCount).toBe(0);
    const jobsAt = () =>
      createJobEngine(
        database.jobConnection,
        clubJobs({ db: database.db, log: silentLog }, { CLUB_POSTING_CRON: "0 3 1 1 *" }, () => at("2026-09-20")),
        silentLog,
        {
          pollingIntervalSeconds: 0.5,
        },
      );
    const first = jobsAt();
    await first.start();
    try {
      await eventually(async () => (await postingCount(created.id)) === 4);
    } finally {
      await first.stop();
    }
    const restarted = jobsAt();
    await restarted.start();
    try {
      await restarted.runNow(CLUB_POSTING_QUEUE);
      await eventually(async () => (await restarted.state()).every((queue) => queue.pending === 0));
    } finally {
      await restarted.stop();
    }
    expect((await clubEntries(program.id)).map((entry) => entry.entryDate)).toEqual([
      "2026-06-10",
      "2026-07-10",
      "2026-08-10",
      "2026-09-10",
    ]);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("posts nothing for a paused club, skips the pause's months on resuming, and nothing after the end", async () => {
    const program = await programOf(ana, "Azul Fidelidade");
    const scope = walletScopeOf(ana);
    const created = await createClub(
      database.db,
      scope,
      club(program.id, { billingDay: 10, startsOn: "2026-01-10", minimumStayMonths: 0 }),
      "2026-01-10",
    );
    await setClubPaused(database.db, scope, { id: created.id, paused: true }, "2026-02-20");
    await postDueClubs(database.db, "2026-05-01");
    const paused = (await listClubs(database.db, scope, "2026-05-01")).find((row) => row.id === created.id);
    expect(paused).toMatchObject({ status: "paused", postedCount: 2, upcoming: [] });
    await setClubPaused(database.db, scope, { id: created.id, paused: false }, "2026-05-01");
    await endClub(database.db, scope, { id: created.id, endsOn: "2026-06-15" }, "2026-05-01");
    await postDueClubs(database.db, "2026-09-01");
    expect((await clubEntries(program.id)).map((entry) => entry.entryDate)).toEqual([
      "2026-01-10",
      "2026-02-10",
      "2026-05-10",
      "2026-06-10",
    ]);
  });

  it("refuses to end a club within its minimum stay, naming the date", async () => {
    const program = await programOf(ana, "LATAM Pass");
    const today = todayInSaoPaulo();
    const created = await ana.caller.wallet.clubs.create(club(program.id, { startsOn: today, billingDay: 10 }));
    const stayEndsOn = minimumStayEndsOn({ startsOn: today, billingDay: 10, minimumStayMonths: 6 }) ?? "";
    await expectTRPCError(ana.caller.wallet.clubs.end({ id: created.id, endsOn: addDays(stayEndsOn, -1) }), {
      code: "BAD_REQUEST",
      message: `A permanência mínima deste clube vai até ${formatPlainDate(stayEndsOn)}.`,
    });
    expect(await ana.caller.wallet.clubs.end({ id: created.id, endsOn: stayEndsOn })).toMatchObject({
      endsOn: stayEndsOn,
      status: "active",
    });
  });
});

describe("isolation", () => {
  it("answers NOT_FOUND for another member's club and program, and lists only the caller's", async () => {
    const program = await programOf(ana, "TAP Miles&Go");
    const created = await ana.caller.wallet.clubs.create(
      club(program.id, { startsOn: "2026-12-01", minimumStayMonths: 0 }),
    );
    const notFound = { code: "NOT_FOUND" as const, message: "Clube não encontrado." };
    await expectTRPCError(bruno.caller.wallet.clubs.pause({ id: created.id }), notFound);
    await expectTRPCError(bruno.caller.wallet.clubs.resume({ id: created.id }), notFound);
    await expectTRPCError(bruno.caller.wallet.clubs.end({ id: created.id, endsOn: "2030-01-01" }), notFound);
    await expectTRPCError(
      bruno.caller.wallet.clubs.update({
        id: created.id,
        name: "Meu",
        priceCents: 1,
        validityMonths: null,
        transferBonusPercent: 0,
      }),
      notFound,
    );
    await expectTRPCError(bruno.caller.wallet.clubs.create(club(program.id)), {
      code: "NOT_FOUND",
      message: "Programa não encontrado.",
    });
    expect(await bruno.caller.wallet.clubs.list()).toEqual([]);
    expect((await ana.caller.wallet.clubs.list()).map((row) => row.id)).toContain(created.id);
  });

  it("keeps clubs behind Minha Gestão's plan gate", async () => {
    const member = await createActor(database.db, "member");
    await expectTRPCError(member.caller.wallet.clubs.list(), { code: "FORBIDDEN" });
  });
});

describe("the catalogue's plans and validity by origin", () => {
  it("seeds each plan with its source and date, and each program's validity by origin", async () => {
    const plans = await ana.caller.catalogue.clubPlans();
    expect(plans.find((plan) => plan.name === "Clube Smiles 1.000")).toMatchObject({
      programName: "Smiles",
      milesPerMonth: 1_000,
      priceCents: 4_200,
      minimumStayMonths: 6,
      validityMonths: 120,
      source: "smiles.com.br/premmia-250325",
      checkedOn: "2026-11-01",
    });
    expect(plans.find((plan) => plan.name === "Clube Azul 10.000")).toMatchObject({ transferBonusBasisPoints: 2_000 });
    const smiles = (await ana.caller.catalogue.list()).find((entry) => entry.name === "Smiles");
    expect(smiles).toMatchObject({
      purchaseValidityMonths: 36,
      bonusValidityMonths: 12,
      clubValidityMonths: 120,
      flightValidityMonths: 72,
    });
  });

  it("lets an admin edit a plan, with an audit row on its program's entry, and no one else", async () => {
    const admin = await createActor(database.db, "admin");
    const [plan] = (await admin.caller.catalogue.clubPlans()).filter((row) => row.name === "Clube Esfera 1.000");
    if (!plan) throw new Error("seed plan missing");
    const edit = {
      id: plan.id,
      name: plan.name,
      milesPerMonth: plan.milesPerMonth,
      priceCents: 5_990,
      minimumStayMonths: 0,
      validityMonths: null,
      transferBonusPercent: 0,
      note: null,
      source: "esfera.com.vc/clube",
      checkedOn: "2026-12-01",
    };
    await expectTRPCError(ana.caller.catalogue.updateClubPlan(edit), { code: "FORBIDDEN" });
    expect(await admin.caller.catalogue.updateClubPlan(edit)).toMatchObject({
      priceCents: 5_990,
      source: "esfera.com.vc/clube",
    });
    const [latest] = await admin.caller.catalogue.history({ id: plan.catalogueId });
    expect(latest?.changes).toMatchObject({ "plano Clube Esfera 1.000: priceCents": { before: 5_490, after: 5_990 } });
  });
});
