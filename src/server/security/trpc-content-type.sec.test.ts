import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ERRORS } from "../errors";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";

/**
 * docs/security.md: procedure calls are JSON. tRPC also reads multipart/form-data, which any site's plain
 * HTML form can post without a CORS preflight; such calls are refused before tRPC sees them.
 */
describe("tRPC procedure calls accept only application/json", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp?.close());

  const post = (contentType: string | undefined, payload: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { origin: TEST_APP_URL, ...(contentType ? { "content-type": contentType } : {}) },
      payload,
    });

  it("refuses multipart, url-encoded, plain text and a missing type with 415 and the pt-BR message", async () => {
    const boundary = "----milheiro";
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      "pessoa@exemplo.com",
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"',
      "",
      "segredo123",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    for (const [contentType, payload] of [
      [`multipart/form-data; boundary=${boundary}`, multipart],
      ["application/x-www-form-urlencoded", "email=pessoa%40exemplo.com&password=segredo123"],
      ["text/plain", '{"email":"pessoa@exemplo.com","password":"segredo123"}'],
      [undefined, '{"email":"pessoa@exemplo.com","password":"segredo123"}'],
    ] as const) {
      const response = await post(contentType, payload);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json(), contentType).toEqual({ error: { message: APP_ERRORS.UNSUPPORTED_CONTENT_TYPE.message } });
    }
  });

  it("still takes JSON, whatever its parameters", async () => {
    for (const contentType of ["application/json", "application/json; charset=utf-8"]) {
      const response = await post(contentType, '{"email":"ninguem@exemplo.com","password":"segredo123"}');
      expect(response.statusCode, contentType).toBe(401);
    }
  });
});
