import type { Db } from "../db/client";
import { loadCurrentUser } from "../services/accounts";
import { validateApiToken } from "./api-tokens";
import type { RequestSession } from "./request-session";

/** A script's `Authorization: Bearer mh_…`: the token's owner, with the token's scope. */
export async function identifyApiTokenCaller(db: Db, token: string): Promise<RequestSession | null> {
  const valid = await validateApiToken(db, token);
  const user = valid ? await loadCurrentUser(db, valid.userId) : null;
  return valid && user ? { user, session: null, apiTokenId: valid.id, readOnly: valid.readOnly } : null;
}
