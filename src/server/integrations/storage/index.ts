import path from "node:path";
import { FILE_TYPES } from "@/shared/domain/files/file-types";
import { parseStorageKey } from "@/shared/domain/files/uploads";
import type { Env } from "../../env";
import { createDiskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";
import { createS3Storage } from "./s3-storage";

export type { ByteRange, FileStorage, StoredFileInfo } from "./file-storage";
export { createDiskStorage } from "./disk-storage";
export { createS3Storage } from "./s3-storage";

/** A key's extension was generated from the type detected at upload, so it names the type exactly. */
export function contentTypeOfKey(key: string): string {
  const parsed = parseStorageKey(key);
  return parsed ? FILE_TYPES[parsed.type].mime : "application/octet-stream";
}

/** S3 when S3_BUCKET is set (several instances), otherwise a folder under DATA_DIR. */
export function createFileStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return createDiskStorage(path.join(env.DATA_DIR, "files"), contentTypeOfKey);
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
