import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paddedPng, SAMPLES } from "@/shared/testing/file-samples";
import { SESSION_COOKIE } from "../auth/cookies";
import { STORAGE_BACKENDS, type TestStorage } from "../testing/storage-backends";
import { createTestApp, type TestApp } from "../testing/test-app";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

const NOT_FOUND = { error: { message: "Arquivo não encontrado." } };

describe.each(STORAGE_BACKENDS)("serving files from $name storage", ({ create }) => {
  let backend: TestStorage;
  let testApp: TestApp;
  let image: Uint8Array;
  let imageUrl: string;
  let video: Uint8Array;
  let videoUrl: string;
  // Course videos are protected (docs/decisions/010); an admin may always read them.
  let asAdmin: Record<string, string>;

  beforeAll(async () => {
    backend = await create();
    testApp = await createTestApp({ storage: backend.storage });
    const admin = await sessionTokenFor(testApp.database.db, "admin");
    asAdmin = { cookie: `${SESSION_COOKIE}=${admin}` };
    image = paddedPng(200_000);
    imageUrl = (await postUpload(testApp.app, "promotion-image", image, { token: admin })).json().url;
    video = new Uint8Array([...SAMPLES.mp4, ...paddedPng(100_000)]);
    videoUrl = (await postUpload(testApp.app, "course-video", video, { token: admin })).json().url;
  });

  afterAll(async () => {
    await testApp?.close();
    await backend?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers });

  it("serves a file to anyone (visitors included) with its type, length and an hour of cache", async () => {
    const response = await get(imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(image.length),
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });
    expect(response.rawPayload.equals(Buffer.from(image))).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await testApp.app.inject({ method: "HEAD", url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(image.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it("serves a byte range of a video, so players can seek", async () => {
    const response = await get(videoUrl, { ...asAdmin, range: "bytes=1000-1999" });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "1000",
      "content-range": `bytes 1000-1999/${video.length}`,
    });
    expect(response.rawPayload.equals(Buffer.from(video.subarray(1000, 2000)))).toBe(true);

    const tail = await get(videoUrl, { ...asAdmin, range: "bytes=-10" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(Buffer.from(video.subarray(video.length - 10)))).toBe(true);
  });

  it("answers 416 for a range past the end, and the whole file for one it does not understand", async () => {
    const beyond = await get(videoUrl, { ...asAdmin, range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${video.length}`);

    const several = await get(videoUrl, { ...asAdmin, range: "bytes=0-1,5-9" });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(video.length);
  });

  it("answers a JSON 404 for a well-formed key that holds nothing", async () => {
    const missing = imageUrl.replace(/\d{13}-/, "1000000000000-");
    const variants: Record<string, string>[] = [{}, { range: "bytes=0-9" }];
    for (const headers of variants) {
      const response = await get(missing, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it("looks up nothing but keys shaped as the server makes them", async () => {
    const key = imageUrl.slice("/files/".length);
    for (const url of [
      "/files/../../../../etc/passwd",
      "/files/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/files/promocoes-images/promocoes/..%2F..%2F..%2Fetc%2Fpasswd",
      `/files/promocoes-images/promocoes/.${path.basename(key)}.0a1b2c.part`,
      `/files/${key.replace("promocoes-images", "outro-bucket")}`,
      `/files/${key}/`,
      "/files/",
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain("root:");
    }
  });
});
