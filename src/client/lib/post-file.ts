/** Called as bytes leave the browser, with the share sent so far (0 to 1). */
export interface PostFileOptions {
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface PostFileAnswer {
  status: number;
  /** The answer's JSON, or null when it was not JSON. */
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a file as the request's body and resolves with the status and JSON answer, whatever the
 * status; rejects with a TypeError when the request never got an answer (network, server gone).
 * XMLHttpRequest, not fetch: only it reports upload progress. Same origin, so the session cookie
 * and the Origin header go along by themselves.
 */
export function postFile(
  url: string,
  file: Blob,
  { onProgress, signal }: PostFileOptions = {},
): Promise<PostFileAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new TypeError("request failed"));
    request.onabort = () => reject(new DOMException("Envio cancelado", "AbortError"));
    if (signal?.aborted) return request.onabort(new ProgressEvent("abort"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
