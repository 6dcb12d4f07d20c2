import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLES } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import type { FileStorage } from "../integrations/storage";
import { STORAGE_BACKENDS, type TestStorage } from "../testing/storage-backends";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sessionTokenFor } from "../testing/upload-requests";

const MB = 1024 * 1024;

/** The real storage, with each write's outcome kept so a test can wait for the server to finish. */
function watchingWrites(storage: FileStorage) {
  const writes: Promise<unknown>[] = [];
  const watched: FileStorage = {
    ...storage,
    put(key, body, options) {
      const write = storage.put(key, body, options);
      writes.push(
        write.then(
          () => "stored",
          (error: unknown) => error,
        ),
      );
      return write;
    },
  };
  return { storage: watched, writes };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function readResponse(request: http.ClientRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
  });
}

describe.each(STORAGE_BACKENDS)("upload connections on $name storage", ({ name, create }) => {
  let backend: TestStorage;
  let testApp: TestApp;
  let writes: Promise<unknown>[];
  let baseUrl: string;
  let admin: string;

  beforeAll(async () => {
    backend = await create();
    const watched = watchingWrites(backend.storage);
    writes = watched.writes;
    testApp = await createTestApp({ storage: watched.storage });
    admin = await sessionTokenFor(testApp.database.db, "admin");
    baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await testApp?.close();
    await backend?.close();
  });

  function startUpload(kind: string, headers: Record<string, string> = {}): http.ClientRequest {
    return http.request(`${baseUrl}/api/uploads/${kind}`, {
      method: "POST",
      headers: { origin: testApp.env.APP_URL, cookie: `${SESSION_COOKIE}=${admin}`, ...headers },
    });
  }

  it("leaves nothing when the client goes away mid-upload", async () => {
    const before = await backend.listAll();
    const writesBefore = writes.length;
    const request = startUpload("course-video", { "content-type": "video/mp4", "content-length": String(40 * MB) });
    request.on("error", () => {});
    request.write(Buffer.from(SAMPLES.mp4));
    for (let sent = 0; sent < 12 * MB; sent += MB) request.write(Buffer.alloc(MB, 5));

    await waitFor(() => writes.length > writesBefore, "the server to start writing");
    if (name === "disk") {
      // Streamed straight to a temporary file while the upload runs, not gathered in memory first.
      await waitFor(async () => (await backend.listAll()).some((file) => file.endsWith(".part")), "a partial file");
    }
    request.destroy();

    const outcome = await writes[writesBefore];
    expect(outcome).toBeInstanceOf(Error);
    expect(await backend.listAll()).toEqual(before);
  });

  it.each([
    ["announced", { "content-length": String(6 * MB) }],
    ["only streamed", { "transfer-encoding": "chunked" }],
  ])("lets the browser read the 413 for an oversized image whose size was %s", async (_label, headers) => {
    const before = await backend.listAll();
    const request = startUpload("promotion-image", { "content-type": "image/png", ...headers });
    const answer = readResponse(request);
    request.write(Buffer.from(SAMPLES.png));
    for (let sent = SAMPLES.png.length; sent < 6 * MB; sent += MB)
      request.write(Buffer.alloc(Math.min(MB, 6 * MB - sent), 9));
    request.end();

    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: { message: "A imagem deve ter no máximo 5MB." } });
    expect(await backend.listAll()).toEqual(before);
  });
});
