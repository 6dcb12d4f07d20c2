import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_EXPORT_PATH } from "@/shared/domain/account/data-export";
import { IMPORT_PATHS } from "@/shared/domain/import/answers";
import { REPORT_EXPORT_PATH } from "@/shared/domain/reports/report-csv";
import { SAMPLES } from "@/shared/testing/file-samples";
import { issueApiToken } from "../auth/api-tokens";
import { SESSION_COOKIE } from "../auth/cookies";
import { createSession } from "../auth/sessions";
import type { Db } from "../db/client";
import { sessions, userRoles, users } from "../db/schema";
import { APP_ERRORS, type AppErrorCode } from "../errors";
import { insertUser, sessionIdOf } from "../testing/accounts";
import { buildCourse } from "../testing/courses";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { createTestClient } from "../testing/trpc-client";
import { postUpload } from "../testing/upload-requests";
import { UPLOADS_PATH } from "./uploads";

/**
 * The plain routes ask auth/policy.ts through their preHandler (http/route-access.ts), as the
 * procedures do through trpc/init.ts: the same refusals, and the session cookie kept in step.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let db: Db;
let videoUrl: string;
let imageUrl: string;

const CREDENTIALS = ["readToken", "writeToken", "readOnlySession", "memberSession"] as const;

interface PlainRoute {
  name: string;
  method: "GET" | "POST";
  url: () => string;
  ok: 200 | 201;
  /** What an admin's tokens and read-only session, and a plain member's session, get: as before this policy. */
  admits: Record<(typeof CREDENTIALS)[number], AppErrorCode | "ok">;
}

const ROUTES: PlainRoute[] = [
  {
    name: "the report CSV",
    method: "GET",
    url: () => REPORT_EXPORT_PATH,
    ok: 200,
    admits: { readToken: "ok", writeToken: "ok", readOnlySession: "ok", memberSession: "ok" },
  },
  {
    name: "the data export",
    method: "GET",
    url: () => DATA_EXPORT_PATH,
    ok: 200,
    admits: {
      readToken: "READ_ONLY",
      writeToken: "PASSWORD_SESSION_REQUIRED",
      readOnlySession: "READ_ONLY",
      memberSession: "ok",
    },
  },
  {
    name: "the import template",
    method: "GET",
    url: () => IMPORT_PATHS.templateCsv,
    ok: 200,
    admits: {
      readToken: "ok",
      writeToken: "ok",
      readOnlySession: "ok",
      memberSession: "DASHBOARD_ACCESS_REQUIRED",
    },
  },
  {
    name: "an upload",
    method: "POST",
    url: () => `${UPLOADS_PATH}promotion-image`,
    ok: 201,
    admits: { readToken: "READ_ONLY", writeToken: "ok", readOnlySession: "READ_ONLY", memberSession: "FORBIDDEN" },
  },
  {
    name: "a paid lesson's video",
    method: "GET",
    url: () => videoUrl,
    ok: 200,
    admits: { readToken: "ok", writeToken: "ok", readOnlySession: "ok", memberSession: "LESSON_LOCKED" },
  },
];

interface Credential {
  cookie?: string;
  bearer?: string;
}

function ask(route: PlainRoute, credential: Credential) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, "content-type": "application/octet-stream" };
  if (credential.cookie) headers.cookie = `${SESSION_COOKIE}=${credential.cookie}`;
  if (credential.bearer) headers.authorization = `Bearer ${credential.bearer}`;
  const payload = route.method === "POST" ? { payload: Buffer.from(SAMPLES.png) } : {};
  return testApp.app.inject({ method: route.method, url: route.url(), headers, ...payload });
}

const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

function expectRefused(response: LightMyRequestResponse, code: AppErrorCode, status: number, label: string = code) {
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toEqual({ error: { message: APP_ERRORS[code].message } });
}

/** An account with a password session, a script's tokens of both scopes and a /demo-like read-only session. */
async function person(role: "member" | "admin") {
  const { id } = await insertUser(db);
  if (role === "admin") await db.insert(userRoles).values({ userId: id, role: "admin" });
  const token = (readOnly: boolean) => issueApiToken(db, { userId: id, name: "script", readOnly, expiresAt: null });
  return {
    id,
    session: (await createSession(db, id)).token,
    readOnlySession: (await createSession(db, id, { readOnly: true })).token,
    writeToken: (await token(false)).token,
    readToken: (await token(true)).token,
  };
}

async function setExpiry(sessionToken: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.id, sessionIdOf(sessionToken)));
}

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  const editor = await person("admin");
  const course = await buildCourse(createTestClient(testApp.app, { sessionToken: editor.session }));
  videoUrl = (await postUpload(testApp.app, "course-video", SAMPLES.webm, { token: editor.session })).json().url;
  await createTestClient(testApp.app, { sessionToken: editor.session }).trpc.courses.admin.lessons.update.mutate({
    id: course.lessons.paid.id,
    videoUrl,
  });
  imageUrl = (await postUpload(testApp.app, "promotion-image", SAMPLES.png, { token: editor.session })).json().url;
});

afterAll(async () => {
  await testApp?.close();
});

describe.each(ROUTES)("$name", (route) => {
  it("re-issues the session cookie with the slid expiry, as every procedure does", async () => {
    const admin = await person("admin");
    // Less than half of the idle window left: this request slides the session (docs/decisions/002).
    await setExpiry(admin.session, new Date(Date.now() + 10 * DAY_MS));
    const response = await ask(route, { cookie: admin.session });
    expect(response.statusCode).toBe(route.ok);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ value: admin.session, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("refuses a visitor and an expired session (401), and clears the stale cookie", async () => {
    expectRefused(await ask(route, {}), "UNAUTHENTICATED", 401);
    const admin = await person("admin");
    await setExpiry(admin.session, new Date(Date.now() - 1000));
    const response = await ask(route, { cookie: admin.session });
    expectRefused(response, "UNAUTHENTICATED", 401);
    expect(sessionCookieOf(response)).toMatchObject({ value: "", maxAge: 0 });
  });

  it("refuses every credential of a deleted account (401)", async () => {
    const admin = await person("admin");
    await db.delete(users).where(eq(users.id, admin.id));
    for (const credential of [{ cookie: admin.session }, { bearer: admin.session }, { bearer: admin.writeToken }]) {
      expectRefused(await ask(route, credential), "UNAUTHENTICATED", 401);
    }
  });
});

describe.each(ROUTES)("$name, by credential", (route) => {
  it("admits or refuses tokens, the read-only session and a plain member as before", async () => {
    const admin = await person("admin");
    const member = await person("member");
    const asked = {
      readToken: await ask(route, { bearer: admin.readToken }),
      writeToken: await ask(route, { bearer: admin.writeToken }),
      readOnlySession: await ask(route, { cookie: admin.readOnlySession }),
      memberSession: await ask(route, { cookie: member.session }),
    };
    for (const credential of CREDENTIALS) {
      const outcome = route.admits[credential];
      if (outcome === "ok") expect(asked[credential].statusCode, credential).toBe(route.ok);
      else expectRefused(asked[credential], outcome, 403, credential);
    }
    // Refused or not, a cookie session is kept in step; a token never touches the cookie.
    expect(sessionCookieOf(asked.readOnlySession)?.value).toBe(admin.readOnlySession);
    expect(sessionCookieOf(asked.memberSession)?.value).toBe(member.session);
    expect(sessionCookieOf(asked.writeToken)).toBeUndefined();
  });
});

describe("a public file under /files", () => {
  it("is served without looking at the session: no Set-Cookie under a public cache", async () => {
    const admin = await person("admin");
    const response = await testApp.app.inject({ url: imageUrl, cookies: { [SESSION_COOKIE]: admin.session } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});
