import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SignupInput } from "@/shared/schemas/auth";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { TestClient } from "./trpc-client";

export const TEST_PASSWORD = "segredo123";

/** A fresh address per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = "pessoa"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@exemplo.com`;
}

/** Signs up through the API (as the browser does) and returns what was submitted. */
export async function signUp(client: TestClient, input: Partial<SignupInput> = {}): Promise<Required<SignupInput>> {
  const full = { name: "Ana Souza", email: uniqueEmail(), password: TEST_PASSWORD, ...input };
  await client.trpc.auth.signup.mutate(full);
  return full;
}

/** A user row written straight to the database (no password hashing), for service-level tests. */
export async function insertUser(db: Db, email = uniqueEmail()): Promise<{ id: string; email: string }> {
  const [row] = await db.insert(users).values({ email, passwordHash: "not-a-real-hash" }).returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, email };
}

export async function findUser(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Session tokens are `<id>.<secret>`; the id is the row's primary key. */
export function sessionIdOf(token: string): string {
  const [id] = token.split(".");
  if (!id) throw new Error(`not a session token: ${token}`);
  return id;
}

export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(token)));
  return row;
}
