import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { UploadedFile, UploadKind } from "@/shared/domain/files/uploads";
import { UNEXPECTED_UPLOAD_ERROR, UploadError, uploadFile } from "./upload";

/**
 * docs/product.md §8: a broken rule (type, size) reads 'Erro no upload'; a transfer that failed reads
 * `failedTitle` ('Erro ao enviar imagem' for images).
 */
function toastUploadFailure(error: unknown, failedTitle: string): void {
  if (error instanceof UploadError) {
    toast.error(error.reason === "rejected" ? "Erro no upload" : failedTitle, { description: error.message });
  } else {
    toast.error("Erro no upload", { description: UNEXPECTED_UPLOAD_ERROR });
  }
}

/** One upload at a time of `kind`, with its progress in percent; cancelled if the component goes away. */
export function useUpload(kind: UploadKind, failedTitle = "Erro no upload") {
  const running = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  /** The stored file, or null when the upload failed (already toasted) or was cancelled. */
  async function upload(file: File): Promise<UploadedFile | null> {
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    try {
      return await uploadFile(kind, file, {
        signal: controller.signal,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
    } catch (error) {
      if (!controller.signal.aborted) toastUploadFailure(error, failedTitle);
      return null;
    } finally {
      running.current = null;
      setPercent(null);
    }
  }

  return { percent, uploading: percent !== null, upload };
}
