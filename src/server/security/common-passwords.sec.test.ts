import { dictionary } from "@zxcvbn-ts/language-common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCommonPassword } from "../auth/common-passwords";
import { signedInMember } from "../testing/account-fixtures";
import { signUp, uniqueEmail } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

const TOO_COMMON = {
  code: "BAD_REQUEST",
  message: "Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.",
} as const;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe("common passwords are refused", () => {
  it("bundles at least the 10,000 most common passwords, compared without case", async () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    const verdicts = await Promise.all(list.slice(0, 10_000).map(isCommonPassword));
    expect(verdicts.every(Boolean)).toBe(true);
    expect(await isCommonPassword("Senha123")).toBe(true);
    expect(await isCommonPassword("QWERTY123")).toBe(true);
    expect(await isCommonPassword("milheiro-voa-longe")).toBe(false);
  });

  it("at signup, keeping the spec's minimum of 6 and its message for short ones", async () => {
    const client = createTestClient(testApp.app);
    await expectTRPCError(
      client.trpc.auth.signup.mutate({ name: "Ana", email: uniqueEmail(), password: "123456" }),
      TOO_COMMON,
    );
    await expectTRPCError(
      client.trpc.auth.signup.mutate({ name: "Ana", email: uniqueEmail(), password: "Senha123" }),
      TOO_COMMON,
    );
    await expectTRPCError(client.trpc.auth.signup.mutate({ name: "Ana", email: uniqueEmail(), password: "ab1" }), {
      code: "BAD_REQUEST",
      message: "A senha deve ter pelo menos 6 caracteres",
    });
    await expect(signUp(client, { password: "milheiro-voa-longe" })).resolves.toMatchObject({
      password: "milheiro-voa-longe",
    });
  });

  it("when changing the password", async () => {
    const ana = await signedInMember(testApp);
    await expectTRPCError(
      ana.browser.trpc.account.changePassword.mutate({ currentPassword: ana.password, newPassword: "password1" }),
      TOO_COMMON,
    );
  });

  it("when resetting it by link (before the link is spent)", async () => {
    await expectTRPCError(
      createTestClient(testApp.app).trpc.auth.resetPassword.mutate({ token: "qualquer-link", password: "iloveyou" }),
      TOO_COMMON,
    );
  });
});
