import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLES } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { createTestApp, type TestApp } from "../testing/test-app";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

/**
 * docs/security.md: an uploaded document is never shown as a page of the app's origin. PDFs, Word and
 * text files are downloads; every /files answer carries a sandboxing CSP; the type a file is
 * served as is the one its bytes were recognised as at upload (an HTML page named .png is refused).
 */
describe("stored files can never run as part of the app", () => {
  let testApp: TestApp;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ storage: temporaryDiskStorage().storage });
    admin = await sessionTokenFor(testApp.database.db, "admin");
  });

  afterAll(() => testApp?.close());

  async function storeAndFetch(kind: string, body: Uint8Array, method: "GET" | "HEAD" = "GET") {
    const uploaded = await postUpload(testApp.app, kind, body, { token: admin });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    return testApp.app.inject({ method, url, headers: { cookie: `${SESSION_COOKIE}=${admin}` } });
  }

  it("documents are served as attachments, in a sandbox", async () => {
    for (const [name, body] of [
      ["pdf", SAMPLES.pdf],
      ["txt", SAMPLES.txt],
      ["doc", SAMPLES.doc],
      ["docx", SAMPLES.docx],
    ] as const) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await storeAndFetch("course-material", body, method);
        expect(response.statusCode, name).toBe(200);
        expect(response.headers["content-disposition"], name).toBe("attachment");
        expect(response.headers["content-security-policy"], name).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
        expect(response.headers["x-content-type-options"], name).toBe("nosniff");
      }
    }
  });

  it("pictures and videos stay inline for the app's <img> and <video>, still sandboxed when opened alone", async () => {
    for (const [kind, body, type] of [
      ["promotion-image", SAMPLES.png, "image/png"],
      ["course-video", SAMPLES.mp4, "video/mp4"],
    ] as const) {
      const response = await storeAndFetch(kind, body);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers["content-disposition"]).toBe("inline");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers["content-security-policy"]).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    }
  });

  it("a page disguised as a picture is not stored, so it is never served as one", async () => {
    const page = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const refused = await postUpload(testApp.app, "promotion-image", page, { token: admin, contentType: "image/png" });
    expect(refused.statusCode).toBe(415);
  });
});
