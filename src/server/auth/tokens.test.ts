import { describe, expect, it } from "vitest";
import { generateRandomToken, hashToken, tokenMatchesHash } from "./tokens";

describe("generateRandomToken", () => {
  it("encodes 160 bits as 32 lower-case base32 characters", () => {
    const token = generateRandomToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it("honours a custom size", () => {
    expect(generateRandomToken(10)).toHaveLength(16);
  });

  it("never repeats", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateRandomToken()));
    expect(tokens.size).toBe(1000);
  });
});

describe("hashToken", () => {
  it("is a deterministic hex SHA-256", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken("abc")).toBe(hashToken("abc"));
    expect(hashToken("abd")).not.toBe(hashToken("abc"));
  });
});

describe("tokenMatchesHash", () => {
  const token = generateRandomToken();
  const stored = hashToken(token);

  it("matches the token it was made from", () => {
    expect(tokenMatchesHash(token, stored)).toBe(true);
  });

  it("rejects any other token", () => {
    expect(tokenMatchesHash(generateRandomToken(), stored)).toBe(false);
    expect(tokenMatchesHash("", stored)).toBe(false);
  });

  it("rejects garbage or truncated stored hashes instead of throwing", () => {
    expect(tokenMatchesHash(token, "zz-not-hex")).toBe(false);
    expect(tokenMatchesHash(token, stored.slice(0, 32))).toBe(false);
    expect(tokenMatchesHash(token, "")).toBe(false);
  });
});
