import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A new empty bucket, created through the S3 API; returns its name. */
  createBucket(): Promise<string>;
  close(): Promise<void>;
}

// s3rver's built-in account: it checks request signatures against these.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver, speaking the S3 REST API and checking SigV4 signatures)
 * on an ephemeral 127.0.0.1 port, storing under a temporary folder removed on close.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "milheiro-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: CREDENTIALS });

  return {
    endpoint,
    credentials: CREDENTIALS,
    async createBucket() {
      const name = `milheiro-${randomBytes(4).toString("hex")}`;
      await admin.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async close() {
      admin.destroy();
      // The SDK keeps connections alive; without this, close would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
