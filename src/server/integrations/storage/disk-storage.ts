import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Files under one folder (DATA_DIR/files by default). A file is written to a hidden temporary
 * name beside its final one and renamed when complete, so a reader never sees half a file and a
 * failed upload leaves nothing: rename within one folder is atomic.
 */
export function createDiskStorage(root: string, contentTypeOf: (key: string) => string): FileStorage {
  const base = path.resolve(root);

  /** The key's path inside `base`; null for anything that would leave it or name a temporary file. */
  function pathOf(key: string): string | null {
    const segments = key.split("/");
    if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
    const target = path.resolve(base, ...segments);
    return target.startsWith(base + path.sep) ? target : null;
  }

  function requirePath(key: string): string {
    const target = pathOf(key);
    if (!target) throw new Error(`invalid storage key: ${key}`);
    return target;
  }

  return {
    description: `disco (${root})`,

    async put(key, body) {
      const target = requirePath(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString("hex")}.part`,
      );
      try {
        await pipeline(body, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async head(key) {
      const target = pathOf(key);
      if (!target) return null;
      try {
        const info = await stat(target);
        return info.isFile() ? { contentType: contentTypeOf(key), size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async get(key, range) {
      const target = pathOf(key);
      if (!target) return null;
      // Opened before measuring, so the size and the bytes come from the same file.
      const handle = await open(target, "r").catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { contentType: contentTypeOf(key), size: info.size, stream };
    },

    async delete(key) {
      await rm(requirePath(key), { force: true });
    },
  };
}
