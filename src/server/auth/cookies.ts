import type { CookieSerializeOptions } from "@fastify/cookie";

export const SESSION_COOKIE = "milheiro_session";

export function sessionCookieOptions(appUrl: string, expiresAt: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(appUrl).protocol === "https:",
    path: "/",
    expires: expiresAt,
  };
}

export function clearedSessionCookieOptions(appUrl: string): CookieSerializeOptions {
  return { ...sessionCookieOptions(appUrl, new Date(0)), maxAge: 0 };
}
