import { randomBytes, randomUUID } from "node:crypto";
import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { DASHBOARD_PRODUCT } from "@/shared/domain/access/access";
import { PLAN_PRODUCT, VISITOR_ENTITLEMENT } from "@/shared/domain/payments/plan-access";
import { hashPassword } from "../auth/passwords";
import { identifyCaller } from "../auth/request-session";
import { createSession } from "../auth/sessions";
import type { Db } from "../db/client";
import { loyaltyPrograms, userProductAccess, userRoles, users } from "../db/schema";
import type { RequestContext } from "../trpc/context";
import { createCallerFactory } from "../trpc/init";
import { appRouter } from "../trpc/router";
import { testAppDeps } from "./app-deps";

/**
 * Callers of the real appRouter (every middleware included) for wallet tests, one per kind of
 * user, on a real database. Users are inserted directly: password hashing adds nothing here.
 */
const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export type ActorKind = "subscriber" | "pro" | "admin" | "member" | "expired-subscriber" | "revoked-subscriber";

export interface TestActor {
  id: string;
  email: string;
  caller: Caller;
  /** The session's cookie value, for tests that go through HTTP instead of the caller. */
  sessionToken: string;
}

const silentLog = { info() {}, warn() {}, error() {} };

const CLIENT = { ip: "127.0.0.1", userAgent: null };

/**
 * A caller whose context is rebuilt per call, as HTTP builds one per request, so the caller's
 * access is read fresh each time; the rest of its dependencies live as long as the caller.
 */
function callerFor(db: Db, token: string | null): Caller {
  const deps = testAppDeps(db);
  return createCaller(async (): Promise<RequestContext> => {
    const caller = await identifyCaller(db, token ? { token, viaCookie: false, client: CLIENT } : null, {
      adminTokenMaxDays: 90,
    });
    return {
      ...deps,
      log: silentLog,
      requestId: randomUUID(),
      ip: CLIENT.ip,
      client: CLIENT,
      user: caller?.user ?? null,
      session: caller?.session ?? null,
      apiTokenId: caller?.apiTokenId ?? null,
      readOnly: caller?.readOnly ?? false,
      hasDashboardAccess: caller?.hasDashboardAccess ?? false,
      entitlement: caller?.entitlement ?? VISITOR_ENTITLEMENT,
      trialEndsAt: caller?.trialEndsAt ?? null,
      sessionCookie: { set() {}, clear() {} },
      callsInRequest: 1,
    };
  });
}

export function anonymousCaller(db: Db): Caller {
  return callerFor(db, null);
}

async function grantDashboard(
  db: Db,
  userId: string,
  grant: { accessGranted: boolean; expiresAt: Date | null },
  productType: string = DASHBOARD_PRODUCT,
) {
  await db.insert(userProductAccess).values({ userId, productType, ...grant });
}

/** Every actor's password, for the procedures that ask it again (a token, an e-mail change). */
export const ACTOR_PASSWORD = "senha-dos-atores-1";
let actorPasswordHash: Promise<string> | undefined;

/** 'subscriber' holds an active 'promocoes' grant (docs/product.md §6), 'pro' a 'pro' one; 'member' holds none. */
export async function createActor(db: Db, kind: ActorKind = "subscriber"): Promise<TestActor> {
  const email = `${kind}-${randomBytes(5).toString("hex")}@exemplo.com`;
  // Hashed once per test file: argon2 per actor would cost more than most tests.
  const passwordHash = await (actorPasswordHash ??= hashPassword(ACTOR_PASSWORD));
  const [row] = await db.insert(users).values({ email, passwordHash }).returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  if (kind === "admin") await db.insert(userRoles).values({ userId: row.id, role: "admin" });
  if (kind === "subscriber") await grantDashboard(db, row.id, { accessGranted: true, expiresAt: null });
  if (kind === "pro") await grantDashboard(db, row.id, { accessGranted: true, expiresAt: null }, PLAN_PRODUCT.pro);
  if (kind === "expired-subscriber") {
    await grantDashboard(db, row.id, { accessGranted: true, expiresAt: new Date(Date.now() - 60_000) });
  }
  if (kind === "revoked-subscriber") await grantDashboard(db, row.id, { accessGranted: false, expiresAt: null });

  const { token } = await createSession(db, row.id);
  return { id: row.id, email, caller: callerFor(db, token), sessionToken: token };
}

/** Deliberately malformed input, as a hand-written HTTP client could send it; the server must refuse it. */
export function malformed<T>(value: Record<string, unknown>): T {
  return value as T;
}

/** The pt-BR text a browser would read: the first Zod issue for bad input, else the error's message. */
function userMessage(error: TRPCError): string {
  return error.cause instanceof z.ZodError ? (error.cause.issues[0]?.message ?? error.message) : error.message;
}

export async function expectTRPCError(
  call: Promise<unknown>,
  expected: { code: TRPC_ERROR_CODE_KEY; message?: string | RegExp },
): Promise<TRPCError> {
  const error = await call.then(
    () => {
      throw new Error(`Expected a ${expected.code} error, but the call succeeded`);
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw error;
  expect(error.code).toBe(expected.code);
  if (typeof expected.message === "string") expect(userMessage(error)).toBe(expected.message);
  if (expected.message instanceof RegExp) expect(userMessage(error)).toMatch(expected.message);
  return error;
}

/**
 * Recomputes a program's balance and totals from its ledger (docs/decisions/029), next to the
 * stored ones: Σ entries is the balance, the lots hold exactly the balance and the held cost, and
 * every centavo a credit brought is either still held or was taken by a debit.
 */
export async function programLedger(db: Db, programId: string) {
  const n = (value: unknown) => Number(value);
  // Drizzle writes columns unqualified in a one-table select, so the correlated subqueries name
  // the outer row explicitly.
  const programIdSql = sql.raw(`"loyalty_programs"."id"`);
  const [row] = await db
    .select({
      balance: loyaltyPrograms.balance,
      explainedBalance:
        sql`(select coalesce(sum(miles), 0) from wallet_entries where program_id = ${programIdSql})`.mapWith(n),
      heldCostCents: loyaltyPrograms.heldCostCents,
      heldCostFromLots:
        sql`(select coalesce(sum(remaining_cost_cents), 0) from mile_lots where program_id = ${programIdSql})`.mapWith(
          n,
        ),
      creditedCostCents:
        sql`(select coalesce(sum(cost_cents), 0) from wallet_entries where program_id = ${programIdSql} and miles > 0)`.mapWith(
          n,
        ),
      debitedCostCents:
        sql`(select coalesce(sum(cost_cents), 0) from wallet_entries where program_id = ${programIdSql} and miles < 0)`.mapWith(
          n,
        ),
      usageCostCents: loyaltyPrograms.usageCostCents,
      usageCostFromRows: sql`(select coalesce(sum(cost_cents), 0) from wallet_entries
        where program_id = ${programIdSql} and type in ('usage', 'redemption'))`.mapWith(n),
      lotRemaining: sql`(select coalesce(sum(remaining), 0) from mile_lots where program_id = ${programIdSql})`.mapWith(
        n,
      ),
      creditsWithoutLot: sql`(select count(*) from wallet_entries e where e.program_id = ${programIdSql} and e.miles > 0
        and not exists (select 1 from mile_lots l where l.id = e.id and l.program_id = e.program_id))`.mapWith(n),
    })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, programId));
  if (!row) throw new Error(`program ${programId} not found`);
  return row;
}

export async function expectLedgerConsistent(db: Db, programId: string): Promise<void> {
  const ledger = await programLedger(db, programId);
  expect(ledger.balance).toBeGreaterThanOrEqual(0);
  expect(ledger.balance).toBe(ledger.explainedBalance);
  expect(ledger.lotRemaining).toBe(ledger.balance);
  expect(ledger.creditsWithoutLot).toBe(0);
  expect(ledger.heldCostCents).toBe(ledger.heldCostFromLots);
  expect(ledger.creditedCostCents).toBe(ledger.heldCostCents + ledger.debitedCostCents);
  expect(ledger.usageCostCents).toBe(ledger.usageCostFromRows);
}
