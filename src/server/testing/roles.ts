import { SESSION_COOKIE } from "../auth/cookies";
import type { Db } from "../db/client";
import { createActor } from "./wallet-actors";

/** Who may call what, weakest first: each role holds every right of the ones before it. */
export const ROLES = ["visitor", "member", "subscriber", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface HttpCaller {
  role: Role;
  /** The user's id; null for the visitor. */
  id: string | null;
  /** What a browser of that role sends: its session cookie (nothing for a visitor). */
  headers: Record<string, string>;
}

/** A visitor, a member without grants, a subscriber (the paid 'promocoes' grant: Minha Gestão) or an admin, over HTTP. */
export async function httpCaller(db: Db, role: Role): Promise<HttpCaller> {
  if (role === "visitor") return { role, id: null, headers: {} };
  const actor = await createActor(db, role);
  return { role, id: actor.id, headers: { cookie: `${SESSION_COOKIE}=${actor.sessionToken}` } };
}
