import { eq } from "drizzle-orm";
import type { ApiTokenScope } from "@/shared/domain/account/api-tokens";
import { DASHBOARD_PRODUCT } from "@/shared/domain/access/access";
import type { Db } from "../db/client";
import { apiTokens, userProductAccess } from "../db/schema";
import { findUser, signUp } from "./accounts";
import type { TestApp } from "./test-app";
import { endTrial } from "./trial";
import { createTestClient, type TestClient } from "./trpc-client";

export interface SignedInMember {
  id: string;
  email: string;
  password: string;
  browser: TestClient;
}

/**
 * A member signed up through the API, with a browser session, optionally subscribed to Minha Gestão.
 * Signup starts the PRO trial (docs/decisions/031); `trial: false` is a member whose trial is over.
 */
export async function signedInMember(
  testApp: TestApp,
  options: { subscribed?: boolean; trial?: boolean } = {},
): Promise<SignedInMember> {
  const browser = createTestClient(testApp.app);
  const { email, password } = await signUp(browser);
  const user = await findUser(testApp.database.db, email);
  if (!user) throw new Error("signup left no user");
  if (options.trial === false) await endTrial(testApp.database.db, user.id);
  if (options.subscribed) {
    await testApp.database.db.insert(userProductAccess).values({ userId: user.id, productType: DASHBOARD_PRODUCT });
  }
  return { id: user.id, email, password, browser };
}

/** Creates a token on 'Minha conta' and returns a script's client that presents it (no Origin, like Node). */
export async function scriptWithToken(testApp: TestApp, member: SignedInMember, scope: ApiTokenScope) {
  const created = await member.browser.trpc.account.createApiToken.mutate({
    name: `script ${scope}`,
    scope,
    currentPassword: member.password,
  });
  return { created, script: createTestClient(testApp.app, { origin: null, bearer: created.token }) };
}

export async function apiTokenRow(db: Db, id: string) {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row;
}
