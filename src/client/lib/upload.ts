import { z } from "@/shared/schemas/zod-locale";
import { SNIFF_BYTES, sniffFileType } from "@/shared/domain/files/file-sniffer";
import { checkUpload, type UploadedFile, type UploadKind } from "@/shared/domain/files/uploads";
import { postFile, type PostFileAnswer, type PostFileOptions } from "./post-file";

/** docs/product.md §8: what an upload failure says when there is nothing more specific. */
export const UNEXPECTED_UPLOAD_ERROR = "Erro inesperado durante o upload.";

/**
 * A failed upload. "rejected": the file breaks a rule (type or size), found here or by the
 * server; "failed": sending it did not work (session, network, server). The message is pt-BR.
 */
export class UploadError extends Error {
  constructor(
    readonly reason: "rejected" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

const UploadedFileSchema = z.object({ url: z.string(), key: z.string(), contentType: z.string(), size: z.number() });
const ErrorBodySchema = z.object({ error: z.object({ message: z.string() }) });

/** The shared rules, run on the file's own first bytes: instant feedback, before any byte is sent. */
export async function checkFileBeforeUpload(kind: UploadKind, file: Blob): Promise<void> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const rejection = checkUpload(kind, await sniffFileType(head), file.size);
  if (rejection) throw new UploadError("rejected", rejection.message);
}

async function send(kind: UploadKind, file: Blob, options: PostFileOptions): Promise<UploadedFile> {
  let answer: PostFileAnswer;
  try {
    answer = await postFile(`/api/uploads/${kind}`, file, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new UploadError("failed", UNEXPECTED_UPLOAD_ERROR);
  }
  const uploaded = UploadedFileSchema.safeParse(answer.body);
  if (answer.status === 201 && uploaded.success) return uploaded.data;
  const refusal = ErrorBodySchema.safeParse(answer.body);
  const reason = answer.status === 413 || answer.status === 415 ? "rejected" : "failed";
  throw new UploadError(reason, refusal.success ? refusal.data.error.message : UNEXPECTED_UPLOAD_ERROR);
}

/**
 * Uploads one file of `kind` (admins only) and resolves with where it now lives. Throws
 * UploadError with the pt-BR message to show.
 */
export async function uploadFile(kind: UploadKind, file: Blob, options: PostFileOptions = {}): Promise<UploadedFile> {
  await checkFileBeforeUpload(kind, file);
  return send(kind, file, options);
}
