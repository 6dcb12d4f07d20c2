import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "@/shared/testing/file-samples";
import { createMilheiroClient } from "../sdk";
import { createPostgresDatabase } from "./db/postgres-database";
import { startAppProcess, type AppProcess } from "./testing/app-process";
import { createEmptyDatabase, migrationCount, type EmptyDatabase } from "./testing/empty-postgres";
import { startTestS3Server, type TestS3Server } from "./testing/s3-server";
import { endTrial } from "./testing/trial";

/**
 * Two real app processes, one PostgreSQL database, one S3-compatible server: what a load balancer
 * in front of several instances sees (docs/decisions/018), on a database of its own on the local
 * PostgreSQL in both passes.
 */
// Both instances answer for one public address, as behind a load balancer.
const PUBLIC_URL = "http://milheiro.test";
const ADMIN_EMAIL = "admin-escala@exemplo.com";
const PASSWORD = "segredo123";

let database: EmptyDatabase;
let s3: TestS3Server;
let one: AppProcess;
let two: AppProcess;

beforeAll(async () => {
  database = await createEmptyDatabase("milheiro_scale");
  s3 = await startTestS3Server();
  const env = {
    DATABASE_URL: database.url,
    S3_BUCKET: await s3.createBucket(),
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    APP_URL: PUBLIC_URL,
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
  // The same instant, on an empty database: both race for the migration lock.
  [one, two] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await s3?.close();
  await database?.drop();
});

const post = (instance: AppProcess, path: string, body: unknown) =>
  fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL },
    body: JSON.stringify(body),
  });

function sessionTokenOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("milheiro_session="));
  const token = cookie?.split(";")[0]?.slice("milheiro_session=".length);
  if (!token) throw new Error(`no session cookie (status ${response.status})`);
  return token;
}

async function signUp(instance: AppProcess, email: string): Promise<string> {
  return sessionTokenOf(await post(instance, "/trpc/auth.signup", { name: "Pessoa", email, password: PASSWORD }));
}

const clientOn = (instance: AppProcess, token: string) => createMilheiroClient({ url: instance.url, token });

describe("two instances on one PostgreSQL and one S3", () => {
  it("ran each migration once although both started together", async () => {
    const [row] = await database.select("select count(*)::int as count from drizzle.__drizzle_migrations");
    expect(row?.count).toBe(migrationCount());
  });

  it("accepts on one instance the session opened on the other", async () => {
    const token = await signUp(one, ADMIN_EMAIL);
    const me = await clientOn(two, token).auth.me.query();
    expect(me).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
    await clientOn(two, token).auth.logout.mutate();
    expect(await clientOn(one, token).auth.me.query()).toBeNull();
  });

  it("serves from one instance the file uploaded through the other", async () => {
    const token = sessionTokenOf(await post(one, "/trpc/auth.login", { email: ADMIN_EMAIL, password: PASSWORD }));
    const image = pngImage(3, 3, [200, 10, 90]);
    const uploaded = await fetch(`${one.url}/api/uploads/promotion-image`, {
      method: "POST",
      headers: { "content-type": "image/png", origin: PUBLIC_URL, cookie: `milheiro_session=${token}` },
      body: Buffer.from(image),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const downloaded = await fetch(new URL(url, two.url));
    expect(downloaded.status).toBe(200);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(image);
  });

  it("lets a revocation or a grant made on one instance close or open Minha Gestão on the other at once", async () => {
    const adminToken = sessionTokenOf(await post(two, "/trpc/auth.login", { email: ADMIN_EMAIL, password: PASSWORD }));
    const memberToken = await signUp(two, `membro-${randomBytes(3).toString("hex")}@exemplo.com`);
    const member = clientOn(two, memberToken);
    const me = await member.auth.me.query();
    // Signup starts the PRO trial (docs/decisions/031): once it ends, neither instance keeps it open.
    expect((await member.wallet.dashboard.summary.query()).programCount).toBe(0);
    const db = createPostgresDatabase(database.url, { max: 1 });
    await endTrial(db.db, me!.id).finally(() => db.close());
    await expect(member.wallet.dashboard.summary.query()).rejects.toMatchObject({ data: { code: "FORBIDDEN" } });
    await clientOn(one, adminToken).admin.access.grant.mutate({
      userId: me!.id,
      productType: "promocoes",
      expiresOn: null,
    });
    expect((await member.wallet.dashboard.summary.query()).programCount).toBe(0);
    await clientOn(one, adminToken).admin.access.revoke.mutate({ userId: me!.id, productType: "promocoes" });
    await expect(member.wallet.dashboard.summary.query()).rejects.toMatchObject({ data: { code: "FORBIDDEN" } });
  });

  it("counts failed logins across both instances", async () => {
    const email = `alvo-${randomBytes(3).toString("hex")}@exemplo.com`;
    await signUp(one, email);
    const attempt = (instance: AppProcess, password: string) => post(instance, "/trpc/auth.login", { email, password });
    // The fifth failure from one client locks that client out of the account (THROTTLE_RULES), here
    // spread over both instances; its next attempt is refused even with the right password, on the
    // instance that saw fewer.
    for (const instance of [one, two, one, two, one])
      expect((await attempt(instance, "senha-errada")).status).toBe(401);
    const locked = await attempt(two, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Muitas tentativas de login");
  });
});
