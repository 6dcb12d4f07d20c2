import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import {
  ACCESS,
  accessRefusal,
  admit,
  CHANGES,
  credentialKind,
  READS,
  sessionCookieAction,
  type AccessRule,
  type Credentials,
} from "./policy";

const SESSION = { id: "s1" };
const member: Credentials = { user: { isAdmin: false }, session: SESSION, readOnly: false, hasDashboardAccess: false };
const subscriber: Credentials = { ...member, hasDashboardAccess: true };
const admin: Credentials = { ...member, user: { isAdmin: true }, hasDashboardAccess: true };
const writeToken: Credentials = { ...member, session: null };
const readToken: Credentials = { ...writeToken, readOnly: true };
const readOnlyAdminToken: Credentials = { ...admin, session: null, readOnly: true };
const demo: Credentials = { ...member, readOnly: true };
const visitor: Credentials = { user: null, session: null, readOnly: false, hasDashboardAccess: false };

const EXEMPT_MUTATION = { type: "mutation", allowedWhenReadOnly: true } as const;

function refusals(rule: AccessRule, call = READS) {
  const callers = { visitor, member, subscriber, admin, writeToken, readToken, demo };
  return Object.fromEntries(Object.entries(callers).map(([name, caller]) => [name, accessRefusal(caller, rule, call)]));
}

describe("accessRefusal", () => {
  it("lets anyone read; read-only credentials change nothing but their own session", () => {
    expect(refusals(ACCESS.anyone)).toEqual({
      visitor: null,
      member: null,
      subscriber: null,
      admin: null,
      writeToken: null,
      readToken: null,
      demo: null,
    });
    expect(accessRefusal(null, ACCESS.anyone, CHANGES)).toBeNull();
    expect(accessRefusal(readToken, ACCESS.anyone, CHANGES)).toBe("READ_ONLY");
    expect(accessRefusal(demo, ACCESS.anyone, { type: "subscription", allowedWhenReadOnly: false })).toBe("READ_ONLY");
    expect(accessRefusal(demo, ACCESS.anyone, EXEMPT_MUTATION)).toBeNull();
  });

  it("asks a member for a session or a token of any scope, and reads read-only credentials' reads", () => {
    expect(refusals(ACCESS.member)).toEqual({
      visitor: "UNAUTHENTICATED",
      member: null,
      subscriber: null,
      admin: null,
      writeToken: null,
      readToken: null,
      demo: null,
    });
    expect(accessRefusal(null, ACCESS.member, READS)).toBe("UNAUTHENTICATED");
    expect(accessRefusal(writeToken, ACCESS.member, CHANGES)).toBeNull();
    expect(accessRefusal(demo, ACCESS.member, CHANGES)).toBe("READ_ONLY");
  });

  it("keeps the account's keys to a session opened with the password (docs/decisions/017)", () => {
    expect(refusals(ACCESS.accountOwner)).toEqual({
      visitor: "UNAUTHENTICATED",
      member: null,
      subscriber: null,
      admin: null,
      writeToken: "PASSWORD_SESSION_REQUIRED",
      readToken: "READ_ONLY",
      demo: "READ_ONLY",
    });
    // Reads too: a read-only credential may not even list the account's sessions or tokens.
    expect(accessRefusal(demo, ACCESS.accountOwner, EXEMPT_MUTATION)).toBe("READ_ONLY");
  });

  it("lets only admins through the admin rule, and tells a read-only admin token it only reads", () => {
    expect(refusals(ACCESS.admin)).toMatchObject({ visitor: "UNAUTHENTICATED", member: "FORBIDDEN", admin: null });
    expect(accessRefusal(readToken, ACCESS.admin, READS)).toBe("FORBIDDEN");
    expect(accessRefusal(readToken, ACCESS.admin, CHANGES)).toBe("READ_ONLY");
    expect(accessRefusal(readOnlyAdminToken, ACCESS.admin, READS)).toBeNull();
    expect(accessRefusal(readOnlyAdminToken, ACCESS.admin, CHANGES)).toBe("READ_ONLY");
  });

  it("lets subscribers and admins through the subscriber rule (product §6)", () => {
    expect(refusals(ACCESS.subscriber)).toMatchObject({
      visitor: "UNAUTHENTICATED",
      member: "DASHBOARD_ACCESS_REQUIRED",
      subscriber: null,
      admin: null,
    });
  });
});

describe("admit", () => {
  it("hands the admitted caller back and throws the refusal as an AppError", () => {
    expect(admit(member, ACCESS.member, READS)).toBe(member);
    expect(admit(visitor, ACCESS.anyone, READS)).toBe(visitor);
    const refused = (() => {
      try {
        admit(writeToken, ACCESS.accountOwner, READS);
      } catch (error) {
        return error;
      }
    })();
    expect(isAppError(refused) && refused.code).toBe("PASSWORD_SESSION_REQUIRED");
    expect(() => admit(visitor, ACCESS.member, READS)).toThrow("Usuário não autenticado");
  });
});

describe("credentialKind", () => {
  it("takes a session token from the cookie or the header, an API token from the header only", () => {
    expect(credentialKind({ token: "abc.def", viaCookie: true })).toBe("session");
    expect(credentialKind({ token: "abc.def", viaCookie: false })).toBe("session");
    expect(credentialKind({ token: "mh_abc_def", viaCookie: false })).toBe("api-token");
    expect(credentialKind({ token: "mh_abc_def", viaCookie: true })).toBeNull();
  });
});

describe("sessionCookieAction", () => {
  it("re-issues the cookie for the live session, clears it for none, and leaves a Bearer caller's alone", () => {
    expect(sessionCookieAction(true, SESSION)).toBe(SESSION);
    expect(sessionCookieAction(true, null)).toBe("clear");
    expect(sessionCookieAction(false, SESSION)).toBeNull();
    expect(sessionCookieAction(false, null)).toBeNull();
  });
});
