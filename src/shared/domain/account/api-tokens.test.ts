import { describe, expect, it } from "vitest";
import {
  adminTokenDeadline,
  formatApiToken,
  looksLikeApiToken,
  parseApiToken,
  scopeIsReadOnly,
  scopeOf,
  tokenExpiryFor,
  tokenWithinAdminLimit,
} from "./api-tokens";

const ID = "abcdefghijklmnopqrstuvwx";
const SECRET = "234567abcdefghijklmnopqrstuvwxyz";

describe("API token format", () => {
  it("round-trips id and secret behind the mh_ prefix", () => {
    const token = formatApiToken(ID, SECRET);
    expect(token).toBe(`mh_${ID}_${SECRET}`);
    expect(looksLikeApiToken(token)).toBe(true);
    expect(parseApiToken(token)).toEqual({ id: ID, secret: SECRET });
  });

  it("never mistakes a session token for an API token", () => {
    expect(looksLikeApiToken(`${ID}.${SECRET}`)).toBe(false);
    expect(parseApiToken(`${ID}.${SECRET}`)).toBeNull();
  });

  it.each([
    ["mh_", "nothing after the prefix"],
    [`mh_${ID}`, "no secret"],
    [`mh_${ID}_${SECRET}_extra`, "a third part"],
    [`mh_${ID}_SECRET${SECRET}`, "upper case"],
    [`mh_${ID}_short`, "a secret too short to be ours"],
    [`MH_${ID}_${SECRET}`, "another prefix"],
  ])("refuses %s (%s)", (token) => {
    expect(parseApiToken(token)).toBeNull();
  });
});

describe("API token scopes", () => {
  it("'leitura' is read-only, 'leitura e escrita' is not, and each maps back", () => {
    expect(scopeIsReadOnly("leitura")).toBe(true);
    expect(scopeIsReadOnly("leitura-escrita")).toBe(false);
    expect(scopeOf(true)).toBe("leitura");
    expect(scopeOf(false)).toBe("leitura-escrita");
  });
});

describe("admin tokens' maximum lifetime", () => {
  const made = new Date("2026-01-01T12:00:00Z");
  const deadline = new Date("2026-01-31T12:00:00Z");

  it("caps an admin's token at the deadline, whether it asked for no expiry or a later one", () => {
    expect(adminTokenDeadline(made, 30)).toEqual(deadline);
    expect(tokenExpiryFor(null, { isAdmin: true }, made, 30)).toEqual(deadline);
    expect(tokenExpiryFor(new Date("2027-01-01T00:00:00Z"), { isAdmin: true }, made, 30)).toEqual(deadline);
    const sooner = new Date("2026-01-10T00:00:00Z");
    expect(tokenExpiryFor(sooner, { isAdmin: true }, made, 30)).toEqual(sooner);
  });

  it("leaves a member's token as asked", () => {
    expect(tokenExpiryFor(null, { isAdmin: false }, made, 30)).toBeNull();
  });

  it("refuses an admin's token from its deadline on, even one made before its owner became admin", () => {
    expect(tokenWithinAdminLimit({ createdAt: made }, { isAdmin: true }, new Date(deadline.getTime() - 1), 30)).toBe(
      true,
    );
    expect(tokenWithinAdminLimit({ createdAt: made }, { isAdmin: true }, deadline, 30)).toBe(false);
    expect(tokenWithinAdminLimit({ createdAt: made }, { isAdmin: false }, new Date("2030-01-01"), 30)).toBe(true);
  });
});
