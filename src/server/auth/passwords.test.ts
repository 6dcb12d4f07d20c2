import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with argon2id, salted (two hashes of one password differ)", async () => {
    const first = await hashPassword("segredo123");
    const second = await hashPassword("segredo123");
    expect(first.startsWith("$argon2id$")).toBe(true);
    expect(first).toContain("m=19456,t=2,p=1");
    expect(first).not.toBe(second);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("segredo123");
    expect(await verifyPassword(stored, "segredo123")).toBe(true);
    expect(await verifyPassword(stored, "Segredo123")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("treats a garbage stored hash as a mismatch, not a crash", async () => {
    expect(await verifyPassword("not-a-hash", "segredo123")).toBe(false);
    expect(await verifyPassword("", "segredo123")).toBe(false);
  });

  it("always answers false for the dummy check", async () => {
    expect(await verifyAgainstDummy("milheiro-dummy-password")).toBe(false);
  });
});
