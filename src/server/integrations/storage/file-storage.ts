import type { Readable } from "node:stream";

/** Bytes `start` to `end`, both inclusive, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  contentType: string;
  /** The whole file's size in bytes, even when a range was read. */
  size: number;
}

interface StoredFile extends StoredFileInfo {
  stream: Readable;
}

/**
 * Where uploaded files live: a folder on disk for one instance, or S3-compatible object storage
 * when several instances share the files (docs/decisions/006-file-storage.md). Keys are
 * `bucket/folder/name` paths made by the server (src/shared/domain/files/uploads.ts) and never reused.
 */
export interface FileStorage {
  /** For the start-up log, e.g. "disco (./data/files)". */
  readonly description: string;
  /**
   * Streams `body` to `key`. The file becomes visible only once complete: if `body` fails or is
   * destroyed midway (too large, client gone), this rejects and nothing is left behind.
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** Null when there is no such file. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** The file, or the given range of it; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}
