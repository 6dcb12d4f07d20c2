import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILES_PATH,
  largestUploadLimit,
  typeRejectionMessage,
  UPLOAD_KINDS,
  uploadLimit,
} from "@/shared/domain/files/uploads";
import { concatBytes, REFUSED_SAMPLES, SAMPLES, SVG_IMAGE } from "@/shared/testing/file-samples";
import { createDiskTestStorage, type TestStorage } from "../testing/storage-backends";
import { createTestApp, type TestApp } from "../testing/test-app";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

/**
 * Attacks on uploads (admins only; the ordinary cases are in src/server/http/uploads.int.test.ts):
 * one byte over every limit, bytes that are not what they claim, polyglots, SVG, and paths that
 * try to leave the stored files.
 */
let backend: TestStorage;
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  backend = await createDiskTestStorage();
  testApp = await createTestApp({ storage: backend.storage });
  admin = await sessionTokenFor(testApp.database.db, "admin");
});

afterAll(async () => {
  await testApp?.close();
  await backend?.close();
});

const text = (value: string) => new TextEncoder().encode(value);
const HTML = text("<!DOCTYPE html><html><body><script>window.__xss = 1</script></body></html>");

/** `size` bytes starting with `head`, streamed 1 MiB at a time. */
function streamedFile(head: Uint8Array, size: number): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let sent = head.length; sent < size; sent += 1024 * 1024)
        yield Buffer.alloc(Math.min(1024 * 1024, size - sent), 1);
    })(),
  );
}

describe("uploads", () => {
  it("refuse one byte over each kind's limit when the size is announced, before reading the body", async () => {
    const before = await backend.listAll();
    for (const kind of UPLOAD_KINDS) {
      const limit = largestUploadLimit(kind);
      const response = await testApp.app.inject({
        method: "POST",
        url: `/api/uploads/${kind}`,
        headers: {
          origin: testApp.env.APP_URL,
          cookie: `milheiro_session=${admin}`,
          "content-length": String(limit.bytes + 1),
        },
        payload: Buffer.from(SAMPLES.png),
      });
      expect(response.statusCode, kind).toBe(413);
      expect(response.json()).toEqual({ error: { message: limit.message } });
    }
    expect(await backend.listAll()).toEqual(before);
  });

  it("refuse one byte over an image's limit while streaming, whatever the image format", async () => {
    const before = await backend.listAll();
    const cases = [
      ["promotion-image", SAMPLES.jpeg, "jpeg"],
      ["homepage-background", SAMPLES.gif, "gif"],
      ["course-cover", SAMPLES.webp, "webp"],
    ] as const;
    for (const [kind, head, type] of cases) {
      const limit = uploadLimit(kind, type);
      const response = await postUpload(testApp.app, kind, streamedFile(head, limit.bytes + 1), { token: admin });
      expect(response.statusCode, kind).toBe(413);
      expect(response.json()).toEqual({ error: { message: limit.message } });
    }
    expect(await backend.listAll()).toEqual(before);
  });

  it("judge by the bytes: HTML, SVG, executables and HTML-first polyglots are refused by every kind (415)", async () => {
    const before = await backend.listAll();
    const markup = [HTML, SVG_IMAGE, concatBytes(HTML, SAMPLES.png), concatBytes(SVG_IMAGE, SAMPLES.pdf)];
    for (const kind of UPLOAD_KINDS) {
      // Materials take plain text, and markup is text: it is stored as text/plain (below), never as a page.
      const refused = kind === "course-material" ? [REFUSED_SAMPLES.exe] : [...markup, REFUSED_SAMPLES.exe];
      for (const bytes of refused) {
        const response = await postUpload(testApp.app, kind, bytes, { token: admin, contentType: "image/png" });
        expect(response.statusCode, kind).toBe(415);
        expect(response.json()).toEqual({ error: { message: typeRejectionMessage(kind) } });
      }
    }
    expect(await backend.listAll()).toEqual(before);

    const material = await postUpload(testApp.app, "course-material", HTML, { token: admin, contentType: "text/html" });
    expect(material.json()).toMatchObject({ contentType: expect.stringMatching(/^text\/plain/) });
  });

  it("serve an image with HTML after it (a polyglot) only as that image, never as a page", async () => {
    const response = await postUpload(testApp.app, "promotion-image", concatBytes(SAMPLES.png, HTML), {
      token: admin,
      contentType: "text/html",
      headers: {
        "content-disposition": 'attachment; filename="../../../index.html"',
        "x-file-name": "../../evil.html",
      },
    });
    expect(response.statusCode).toBe(201);
    const { url, key } = response.json() as { url: string; key: string };
    // The name is the server's: the client's file name and declared type play no part.
    expect(key).toMatch(/^promocoes-images\/promocoes\/\d{13}-[a-z0-9]{16}\.png$/);
    const served = await testApp.app.inject({ url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("never let a path leave the stored files", async () => {
    for (const kind of ["..%2F..%2Fetc", "%2e%2e", "promotion-image%2F..%2F..", "%2e%2e%2fpromotion-image"]) {
      const response = await postUpload(testApp.app, kind, SAMPLES.png, { token: admin });
      expect(response.statusCode, kind).toBe(404);
    }
    for (const path of [
      "../package.json",
      "..%2Fpackage.json",
      "%2e%2e%2f%2e%2e%2fpackage.json",
      "images/courses/..%2F..%2F..%2Fpackage.json",
      "promocoes-images/promocoes/%2e%2e/%2e%2e/%2e%2e/package.json",
      "....//....//package.json",
      "promocoes-images/promocoes/1700000000000-abcdefghijklmnop.png%00.html",
    ]) {
      const response = await testApp.app.inject({ url: `${FILES_PATH}${path}` });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('"name": "milheiro"');
    }
  });
});
