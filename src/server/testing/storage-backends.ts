import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { createS3Storage, type FileStorage } from "../integrations/storage";
import { startTestS3Server } from "./s3-server";
import { temporaryDiskStorage } from "./temporary-storage";

export interface TestStorage {
  storage: FileStorage;
  /** Every object or file present, temporary ones included: what a failed upload must not leave. */
  listAll(): Promise<string[]>;
  close(): Promise<void>;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function createDiskTestStorage(): Promise<TestStorage> {
  const { storage, root } = temporaryDiskStorage();
  return { storage, listAll: () => listFiles(root), close: () => rm(root, { recursive: true, force: true }) };
}

/** S3 storage against a real S3-compatible server (s3rver) on a random port, with its own bucket. */
async function createS3TestStorage(): Promise<TestStorage> {
  const server = await startTestS3Server();
  const bucket = await server.createBucket();
  const storage = createS3Storage({
    bucket,
    region: "us-east-1",
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  const lister = new S3Client({
    region: "us-east-1",
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  return {
    storage,
    async listAll() {
      const listed = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async close() {
      lister.destroy();
      await server.close();
    },
  };
}

export const STORAGE_BACKENDS = [
  { name: "disk", create: createDiskTestStorage },
  { name: "s3", create: createS3TestStorage },
] as const;
