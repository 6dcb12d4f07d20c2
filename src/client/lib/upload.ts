import { z } from "@/shared/schemas/zod-locale";
import { SNIFF_BYTES, sniffFileType } from "@/shared/domain/files/file-sniffer";
import { checkUpload, type UploadedFile, type UploadKind } from "@/shared/domain/files/uploads";

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface UploadOptions {
  /** Called as bytes leave the browser, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

function send(kind: UploadKind, file: Blob, { onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress. Same origin, so the session
    // cookie and the Origin header go along by themselves.
    const request = new XMLHttpRequest();
    request.open("POST", `/api/uploads/${kind}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      const uploaded = UploadedFileSchema.safeParse(body);
      if (request.status === 201 && uploaded.success) return resolve(uploaded.data);
      const refusal = ErrorBodySchema.safeParse(body);
      const reason = request.status === 413 || request.status === 415 ? "rejected" : "failed";
      reject(new UploadError(reason, refusal.success ? refusal.data.error.message : UNEXPECTED_UPLOAD_ERROR));
    };
    request.onerror = () => reject(new UploadError("failed", UNEXPECTED_UPLOAD_ERROR));
    request.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    if (signal?.aborted) return request.onabort(new ProgressEvent("abort"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * Uploads one file of `kind` (admins only) and resolves with where it now lives. Throws
 * UploadError with the pt-BR message to show.
 */
export async function uploadFile(kind: UploadKind, file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  await checkFileBeforeUpload(kind, file);
  return send(kind, file, options);
}
