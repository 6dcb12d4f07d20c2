import { describe, expect, it, vi } from "vitest";

const dictionaryLoads = vi.hoisted(() => ({ failNext: true }));

// The first load fails, as an import can on a disk or memory hiccup; the next one works.
vi.mock("@zxcvbn-ts/language-common", async (importOriginal) => {
  if (dictionaryLoads.failNext) {
    dictionaryLoads.failNext = false;
    throw new Error("falha ao carregar o dicionário");
  }
  return importOriginal();
});

describe("isCommonPassword", () => {
  it("tries the dictionary again after a failed load, instead of refusing every password until a restart", async () => {
    const { isCommonPassword } = await import("./common-passwords");
    await expect(isCommonPassword("password")).rejects.toThrow();
    vi.resetModules();
    await expect(isCommonPassword("Password")).resolves.toBe(true);
    await expect(isCommonPassword("t7#Kq9!vLm2@xZ")).resolves.toBe(false);
  });
});
