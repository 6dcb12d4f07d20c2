import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import { drip, openRaw } from "../testing/raw-http";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { sessionTokenFor } from "../testing/upload-requests";

const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: "600",
  HTTP_IDLE_TIMEOUT_MS: "1500",
  HTTP_BODY_TIMEOUT_MS: "600",
  HTTP_UPLOAD_TIMEOUT_MS: "8000",
};

/**
 * docs/security.md: a slow-drip client cannot hold a connection for minutes. Headers, bodies and silent
 * connections each have a deadline (short here, by settings), and an upload a longer one.
 */
describe("connection, header and body timeouts", () => {
  let testApp: TestApp;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: LIMITS, storage: temporaryDiskStorage().storage });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    port = (testApp.app.server.address() as AddressInfo).port;
    admin = await sessionTokenFor(testApp.database.db, "admin");
  });

  afterAll(() => testApp?.close());

  it("closes a connection whose headers arrive a byte at a time", async () => {
    const connection = await openRaw(port);
    void drip(connection, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(200)}\r\n\r\n`, 50);
    // Node checks the header deadline once a (here 600 ms) tick: closed soon after the limit, not minutes later.
    expect(await connection.closed).toBeLessThan(2_500);
    expect(connection.received()).not.toContain("200 OK");
  });

  it("closes a connection that says nothing", async () => {
    const connection = await openRaw(port);
    // The header deadline runs from the connection's first moment; the idle limit backs it up.
    expect(await connection.closed).toBeLessThan(2_500);
  });

  it("closes an API call whose body drips in, although no byte gap reaches the idle limit", async () => {
    const body = JSON.stringify({ email: "pessoa@exemplo.com", password: "x".repeat(100) });
    const connection = await openRaw(port);
    connection.write(
      `POST /trpc/auth.login HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_APP_URL}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    void drip(connection, body, 50);
    const elapsed = await connection.closed;
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(1_500);
  });

  it("gives an upload its longer deadline", async () => {
    const image = Buffer.from(pngImage(3, 2));
    const connection = await openRaw(port);
    connection.write(
      `POST /api/uploads/promotion-image HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_APP_URL}\r\n` +
        `Cookie: ${SESSION_COOKIE}=${admin}\r\nContent-Type: image/png\r\nContent-Length: ${image.length}\r\nConnection: close\r\n\r\n`,
    );
    // Past the 600 ms body limit of other requests, well within the upload's.
    const half = Math.floor(image.length / 2);
    connection.write(image.subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    connection.write(image.subarray(half));
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201 /);
  });
});
