import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paddedPng } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import { closeWithin } from "../http/graceful-shutdown";
import { openRaw, type RawConnection } from "../testing/raw-http";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { sessionTokenFor } from "../testing/upload-requests";

const BOUND_MS = 1_500;

async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * docs/security.md: SIGTERM (main.ts calls closeWithin) while requests and uploads are in flight. New
 * requests are turned away (readiness answers 503), work that finishes within the bound does,
 * and an upload still dripping at the bound is cut and leaves no partial file behind.
 */
describe("bounded graceful shutdown", () => {
  const { storage, root } = temporaryDiskStorage();
  let testApp: TestApp;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ storage });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    port = (testApp.app.server.address() as AddressInfo).port;
    admin = await sessionTokenFor(testApp.database.db, "admin");
  });

  afterAll(() => testApp?.database.destroy());

  async function startUpload(image: Uint8Array, sendFirst: number): Promise<RawConnection> {
    const connection = await openRaw(port);
    connection.write(
      `POST /api/uploads/promotion-image HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_APP_URL}\r\n` +
        `Cookie: ${SESSION_COOKIE}=${admin}\r\nContent-Type: image/png\r\nContent-Length: ${image.length}\r\n\r\n`,
    );
    connection.write(image.subarray(0, sendFirst));
    return connection;
  }

  it("answers readiness 503, lets in-flight work finish within the bound, cuts the rest and removes its partial file", async () => {
    const image = paddedPng(256 * 1024);
    const finishing = await startUpload(image, 1024);
    const stalled = await startUpload(paddedPng(512 * 1024), 200 * 1024);
    // Both uploads are being written to storage before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const closed = closeWithin(testApp.app, BOUND_MS);

    // The finishing upload sends its last bytes during the shutdown, with a readiness probe
    // behind it on the same connection: the upload is stored, the probe is told 503.
    await new Promise((resolve) => setTimeout(resolve, 200));
    finishing.write(image.subarray(1024));
    finishing.write("GET /readyz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");

    expect(await closed).toBe("cut");
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(BOUND_MS - 50);
    expect(elapsed).toBeLessThan(BOUND_MS + 1_000);

    await finishing.closed;
    const answers = finishing.received();
    expect(answers).toMatch(/^HTTP\/1\.1 201 /);
    expect(answers).toMatch(/HTTP\/1\.1 503 /);
    await stalled.closed;
    expect(stalled.received()).not.toContain("201");

    // Only the finished upload is in storage: the cut one's partial file was removed.
    const files = await storedFiles(root);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.png$/);
  });

  it("closes at once when nothing is in flight", async () => {
    const idle = await createTestApp();
    try {
      await idle.app.listen({ port: 0, host: "127.0.0.1" });
      const started = Date.now();
      expect(await closeWithin(idle.app, 10_000)).toBe("drained");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await idle.database.destroy();
    }
  });
});
