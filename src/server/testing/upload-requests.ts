import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../auth/cookies";
import { createSession } from "../auth/sessions";
import type { Db } from "../db/client";
import { userRoles } from "../db/schema";
import { insertUser } from "./accounts";
import { TEST_APP_URL } from "./test-app";

/** A signed-in user's session token: an admin, or a member without any role. */
export async function sessionTokenFor(db: Db, role: "admin" | "member"): Promise<string> {
  const user = await insertUser(db);
  if (role === "admin") await db.insert(userRoles).values({ userId: user.id, role: "admin" });
  return (await createSession(db, user.id)).token;
}

export interface UploadOptions {
  token?: string;
  /** Defaults to the app's own origin, as a browser sends it; null sends none. */
  origin?: string | null;
  /** What the client declares; the server must not care. */
  contentType?: string;
  headers?: Record<string, string>;
}

/** POST /api/uploads/:kind as the browser's XMLHttpRequest sends it: the file is the body. */
export function postUpload(
  app: FastifyInstance,
  kind: string,
  body: Uint8Array | Readable,
  options: UploadOptions = {},
) {
  const origin = options.origin === undefined ? TEST_APP_URL : options.origin;
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "application/octet-stream",
    ...options.headers,
  };
  if (origin !== null) headers.origin = origin;
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  const payload = body instanceof Uint8Array ? Buffer.from(body) : body;
  return app.inject({ method: "POST", url: `/api/uploads/${kind}`, headers, payload });
}
