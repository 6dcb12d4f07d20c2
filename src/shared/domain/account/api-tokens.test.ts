import { describe, expect, it } from "vitest";
import { formatApiToken, looksLikeApiToken, parseApiToken, scopeIsReadOnly, scopeOf } from "./api-tokens";

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
