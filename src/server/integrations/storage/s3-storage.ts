import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { FileStorage } from "./file-storage";

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the URL of any S3-compatible service otherwise. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// S3 wants parts of at least 5 MiB; two in flight bound the memory one upload holds to ~10 MiB.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

type S3Sdk = typeof import("@aws-sdk/client-s3");

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

/**
 * One S3 bucket shared by every instance; a key's first segment (the spec's bucket) is just a
 * prefix inside it. Uploads stream through lib-storage: a small file is one PutObject once its
 * last byte arrived, a large one a multipart upload that is aborted if the body fails.
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const { bucket } = settings;
  // The SDK takes ~0.7 s to import: loaded with the first file operation, not at start
  // (docs/decisions/035).
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | null = null;
  const s3 = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // The SDK's default (checksums on every request, sent as aws-chunked trailers) is not
        // understood by many S3-compatible servers, which then store the chunk framing as content.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));

  return {
    description: `s3 (${settings.endpoint ?? "aws"}, bucket ${bucket})`,

    async put(key, body, { contentType }) {
      const [{ client }, { Upload }] = await Promise.all([s3(), import("@aws-sdk/lib-storage")]);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      // lib-storage reports a failed body after aborting; its own abort error can then mask the
      // body's, and the caller needs the body's (e.g. "too large").
      let bodyError: unknown = null;
      body.once("error", (error) => {
        bodyError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
    },

    async head(key) {
      const { sdk, client } = await s3();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: head.ContentType ?? "application/octet-stream", size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async get(key, range) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a readable body");
        const total = range ? Number(object.ContentRange?.split("/")[1]) : object.ContentLength;
        return {
          contentType: object.ContentType ?? "application/octet-stream",
          size: total ?? 0,
          stream: object.Body,
        };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
