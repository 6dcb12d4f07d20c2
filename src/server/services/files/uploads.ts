import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { sniffFileType, SNIFF_BYTES } from "@/shared/domain/files/file-sniffer";
import { FILE_TYPES } from "@/shared/domain/files/file-types";
import {
  acceptsType,
  buildStorageKey,
  fileUrl,
  largestUploadLimit,
  typeRejectionMessage,
  uploadLimit,
  type UploadedFile,
  type UploadKind,
} from "@/shared/domain/files/uploads";
import { AppError } from "../../errors";
import type { FileStorage } from "../../integrations/storage";
import { limitedBody, readHead } from "./upload-body";

export interface UploadInput {
  kind: UploadKind;
  body: Readable;
  /** The Content-Length the client announced, if any: lets an oversized file be refused unread. */
  declaredSize: number | null;
}

function randomKeyPart(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(10));
}

/**
 * Stores one uploaded file under a fresh server-made key, after judging its type by its first
 * bytes and while counting the rest against the kind's limit. Rejections are AppErrors with the
 * spec's messages; a rejected or interrupted upload leaves nothing in storage.
 */
export async function storeUpload(
  storage: FileStorage,
  { kind, body, declaredSize }: UploadInput,
): Promise<UploadedFile> {
  const largest = largestUploadLimit(kind);
  if (declaredSize !== null && declaredSize > largest.bytes) throw new AppError("UPLOAD_TOO_LARGE", largest.message);

  const { head, complete } = await readHead(body, SNIFF_BYTES);
  const type = await sniffFileType(head.subarray(0, SNIFF_BYTES));
  if (!acceptsType(kind, type)) throw new AppError("UPLOAD_TYPE_NOT_ALLOWED", typeRejectionMessage(kind));
  const limit = uploadLimit(kind, type);
  if (declaredSize !== null && declaredSize > limit.bytes) throw new AppError("UPLOAD_TOO_LARGE", limit.message);

  const key = buildStorageKey(kind, type, Date.now(), randomKeyPart());
  const { mime } = FILE_TYPES[type];
  const limited = limitedBody(body, head, complete, limit.bytes);
  try {
    await storage.put(key, limited, { contentType: mime });
  } catch (error) {
    if (limited.exceeded) throw new AppError("UPLOAD_TOO_LARGE", limit.message);
    throw error;
  }
  return { url: fileUrl(key), key, contentType: mime, size: limited.bytes };
}
