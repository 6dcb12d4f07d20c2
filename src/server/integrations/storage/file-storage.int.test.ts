import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patternBytes } from "@/shared/testing/file-samples";
import { STORAGE_BACKENDS, type TestStorage } from "../../testing/storage-backends";

const KEY = "uploads/materials/1773059400000-abcdefgh23456789.pdf";
const MB = 1024 * 1024;

function bodyThatFailsAfter(bytes: Uint8Array): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(bytes);
      throw new Error("conexão perdida");
    })(),
  );
}

function keyFor(name: string): string {
  return `uploads/materials/1773059400000-${name.padEnd(16, "0")}.pdf`;
}

describe.each(STORAGE_BACKENDS)("$name file storage", ({ create }) => {
  let backend: TestStorage;

  beforeAll(async () => {
    backend = await create();
  });

  afterAll(async () => {
    await backend?.close();
  });

  it("stores a stream and reads back the same bytes, type and size", async () => {
    const bytes = patternBytes(300_000);
    await backend.storage.put(KEY, Readable.from([Buffer.from(bytes)]), { contentType: "application/pdf" });

    expect(await backend.storage.head(KEY)).toEqual({ contentType: "application/pdf", size: bytes.length });
    const file = await backend.storage.get(KEY);
    expect(file).toMatchObject({ contentType: "application/pdf", size: bytes.length });
    expect((await buffer(file?.stream ?? Readable.from([]))).equals(Buffer.from(bytes))).toBe(true);
  });

  it("reads a byte range, reporting the whole file's size", async () => {
    const part = await backend.storage.get(KEY, { start: 1000, end: 1999 });
    expect(part?.size).toBe(300_000);
    const bytes = await buffer(part?.stream ?? Readable.from([]));
    expect(bytes.equals(Buffer.from(patternBytes(300_000).subarray(1000, 2000)))).toBe(true);
  });

  it("streams a file larger than one S3 part through a multipart upload", async () => {
    const key = keyFor("multipart");
    const bytes = patternBytes(12 * MB, 3);
    const chunks = Array.from({ length: 12 }, (_, index) => Buffer.from(bytes.subarray(index * MB, (index + 1) * MB)));
    await backend.storage.put(key, Readable.from(chunks), { contentType: "application/pdf" });
    const file = await backend.storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file?.stream ?? Readable.from([]))).equals(Buffer.from(bytes))).toBe(true);
    await backend.storage.delete(key);
  });

  it("answers null for a key it does not hold, and deleting it is not an error", async () => {
    const missing = keyFor("missing");
    expect(await backend.storage.head(missing)).toBeNull();
    expect(await backend.storage.get(missing)).toBeNull();
    await expect(backend.storage.delete(missing)).resolves.toBeUndefined();
  });

  it("deletes a file", async () => {
    const key = keyFor("deleted");
    await backend.storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "application/pdf" });
    await backend.storage.delete(key);
    expect(await backend.storage.get(key)).toBeNull();
  });

  it.each([
    ["a small body", 100_000],
    ["a body past the first multipart part", 11 * MB],
  ])("leaves nothing behind when %s fails midway", async (_label, size) => {
    const before = await backend.listAll();
    const key = keyFor(`failed${size}`);
    await expect(
      backend.storage.put(key, bodyThatFailsAfter(patternBytes(size)), { contentType: "application/pdf" }),
    ).rejects.toThrow("conexão perdida");
    expect(await backend.storage.get(key)).toBeNull();
    expect(await backend.listAll()).toEqual(before);
  });
});

describe("disk file storage paths", () => {
  it("never resolves a key outside its folder", async () => {
    const disk = await STORAGE_BACKENDS[0].create();
    try {
      for (const key of ["../escape.pdf", "uploads/../../escape.pdf", "/etc/passwd", "uploads/.hidden.part", "a//b"]) {
        expect(await disk.storage.get(key), key).toBeNull();
        await expect(
          disk.storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" }),
        ).rejects.toThrow("invalid storage key");
      }
      expect(await disk.listAll()).toEqual([]);
    } finally {
      await disk.close();
    }
  });
});
