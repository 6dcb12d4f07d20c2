import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_PRODUCT, type ProductType } from "@/shared/domain/access/access";
import { apiTokens, sessions, userProductAccess, userRoles, users } from "../db/schema";
import { insertUser } from "../testing/accounts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { identifyApiTokenCaller } from "./api-token-caller";
import { issueApiToken } from "./api-tokens";
import { findSessionCaller } from "./session-caller";
import { createSession, SESSION_TOUCH_INTERVAL_MS } from "./sessions";

const HOUR_MS = 60 * 60 * 1000;
const CLIENT = { ip: "203.0.113.7", userAgent: "bench/1.0" };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

type GrantOptions = { productType?: ProductType; accessGranted?: boolean; expiresAt?: Date | null };

async function signedIn(options: { admin?: boolean; grant?: GrantOptions; readOnly?: boolean } = {}) {
  const user = await insertUser(database.db);
  if (options.admin) await database.db.insert(userRoles).values({ userId: user.id, role: "admin" });
  if (options.grant) {
    const { productType = DASHBOARD_PRODUCT, ...grant } = options.grant;
    await database.db.insert(userProductAccess).values({ userId: user.id, productType, ...grant });
  }
  const { token, session } = await createSession(database.db, user.id, { readOnly: options.readOnly });
  return { user, token, session };
}

const dashboardAccessOf = async (token: string) =>
  (await findSessionCaller(database.db, token, CLIENT))?.hasDashboardAccess;

describe("findSessionCaller", () => {
  it("answers the session, the account and its admin role in one lookup", async () => {
    const { user, token, session } = await signedIn({ admin: true });
    expect(await findSessionCaller(database.db, token, CLIENT)).toEqual({
      session,
      user: expect.objectContaining({ id: user.id, email: user.email, isAdmin: true }),
      apiTokenId: null,
      readOnly: false,
      hasDashboardAccess: true,
      entitlement: { isAdmin: true, plan: "gratis", onTrial: false },
      trialEndsAt: null,
    });
  });

  it("carries the session's read-only flag (the /demo entry)", async () => {
    const { token } = await signedIn({ readOnly: true });
    expect(await findSessionCaller(database.db, token, CLIENT)).toMatchObject({
      readOnly: true,
      session: { readOnly: true },
    });
  });

  it("records last seen, ip and user agent at most every few minutes", async () => {
    const { token, session } = await signedIn();
    const lastSeenOf = async () => (await database.db.select().from(sessions).where(eq(sessions.id, session.id)))[0];
    const soon = new Date(session.createdAt.getTime() + SESSION_TOUCH_INTERVAL_MS - 1000);
    await findSessionCaller(database.db, token, CLIENT, soon);
    expect(await lastSeenOf()).toMatchObject({ lastSeenAt: session.createdAt, ip: null, userAgent: null });
    const later = new Date(session.createdAt.getTime() + SESSION_TOUCH_INTERVAL_MS);
    await findSessionCaller(database.db, token, CLIENT, later);
    expect(await lastSeenOf()).toMatchObject({ lastSeenAt: later, ...CLIENT });
  });

  it("gives dashboard access only for an active 'promocoes' grant or the admin role", async () => {
    const cases: [GrantOptions | undefined, boolean][] = [
      [undefined, false],
      [{}, true],
      [{ expiresAt: new Date(Date.now() + HOUR_MS) }, true],
      [{ expiresAt: new Date(Date.now() - 1000) }, false],
      [{ accessGranted: false }, false],
      [{ productType: "relatorios" }, false],
    ];
    for (const [grant, expected] of cases) {
      const { token } = await signedIn({ grant });
      expect({ grant, access: await dashboardAccessOf(token) }).toEqual({ grant, access: expected });
    }
  });

  it("reads the grant fresh on every lookup, so a revocation takes effect at once", async () => {
    const { user, token } = await signedIn({ grant: {} });
    expect(await dashboardAccessOf(token)).toBe(true);
    await database.db
      .update(userProductAccess)
      .set({ accessGranted: false })
      .where(and(eq(userProductAccess.userId, user.id), eq(userProductAccess.productType, DASHBOARD_PRODUCT)));
    expect(await dashboardAccessOf(token)).toBe(false);
  });

  it("refuses forged, malformed and unknown tokens, and sessions whose account is gone", async () => {
    const { user, token } = await signedIn({ grant: {} });
    const [id] = token.split(".");
    for (const presented of [`${id}.forged`, "no-dot", `${token}.extra`, "unknown.secret"]) {
      expect(await findSessionCaller(database.db, presented, CLIENT)).toBeNull();
    }
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await findSessionCaller(database.db, token, CLIENT)).toBeNull();
  });

  it("fails closed: a lookup that cannot run refuses the request instead of letting anyone in", async () => {
    const broken = await createTestDatabase();
    await broken.destroy();
    await expect(findSessionCaller(broken.db, "some.token", CLIENT)).rejects.toThrow();
    // A second migrated PGlite takes ~13 s on an idle machine, over 30 s on a busy one.
  }, 120_000);
});

const RULES = { adminTokenMaxDays: 30 };

describe("identifyApiTokenCaller", () => {
  it("answers the token's owner, its scope and the owner's dashboard access in one lookup", async () => {
    const { user } = await signedIn({ grant: {} });
    for (const readOnly of [true, false]) {
      const { id, token } = await issueApiToken(database.db, {
        userId: user.id,
        name: "script",
        readOnly,
        expiresAt: null,
      });
      expect(await identifyApiTokenCaller(database.db, token, RULES)).toEqual({
        user: expect.objectContaining({ id: user.id, isAdmin: false }),
        session: null,
        apiTokenId: id,
        readOnly,
        hasDashboardAccess: true,
        entitlement: { isAdmin: false, plan: "promocoes", onTrial: false },
        trialEndsAt: null,
      });
    }
  });

  it("refuses forged, expired and revoked tokens", async () => {
    const { user } = await signedIn();
    const fields = { userId: user.id, name: "script", readOnly: false };
    const live = await issueApiToken(database.db, { ...fields, expiresAt: null });
    const expired = await issueApiToken(database.db, { ...fields, expiresAt: new Date(Date.now() - 1000) });
    expect(await identifyApiTokenCaller(database.db, `${live.token.slice(0, -4)}aaaa`, RULES)).toBeNull();
    expect(await identifyApiTokenCaller(database.db, expired.token, RULES)).toBeNull();
    await database.db.delete(apiTokens).where(eq(apiTokens.id, live.id));
    expect(await identifyApiTokenCaller(database.db, live.token, RULES)).toBeNull();
  });

  it("refuses an admin's token from ADMIN_API_TOKEN_MAX_DAYS after it was made, whatever its own expiry", async () => {
    const { user } = await signedIn({ admin: true });
    const made = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const old = await issueApiToken(
      database.db,
      { userId: user.id, name: "s", readOnly: false, expiresAt: null },
      made,
    );
    const recent = await issueApiToken(database.db, { userId: user.id, name: "s", readOnly: false, expiresAt: null });
    expect(await identifyApiTokenCaller(database.db, old.token, RULES)).toBeNull();
    expect(await identifyApiTokenCaller(database.db, recent.token, RULES)).toMatchObject({ apiTokenId: recent.id });
    // The same old token of a member who is not an admin still works: the limit is the role's.
    await database.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect(await identifyApiTokenCaller(database.db, old.token, RULES)).toMatchObject({ apiTokenId: old.id });
  });
});
