import { finished, Transform, type Readable, type TransformCallback } from "node:stream";

/** Counts what passes and fails the stream at the first byte past `maxBytes`. */
export class ByteLimitStream extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.exceeded = true;
      callback(new Error(`upload larger than ${this.maxBytes} bytes`));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * Reads the first `count` bytes (or fewer, if the body is shorter) and pauses the source there.
 * `complete` says the source already ended, so those bytes are the whole body.
 */
export function readHead(source: Readable, count: number): Promise<{ head: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      source.off("data", onData);
      stopWatching();
    };
    const settle = (complete: boolean) => {
      stop();
      source.pause();
      resolve({ head: Buffer.concat(chunks), complete });
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= count) settle(false);
    }
    const stopWatching = finished(source, { writable: false }, (error) => {
      if (!error) return settle(true);
      stop();
      reject(error);
    });
    source.on("data", onData);
  });
}

/**
 * The whole body again (the head already read, then the rest of the source) through a byte limit.
 * The source is piped, not destroyed, when the limit trips: the route still answers on its
 * connection. A source that fails or is cut off fails the returned stream too.
 */
export function limitedBody(source: Readable, head: Buffer, complete: boolean, maxBytes: number): ByteLimitStream {
  const limited = new ByteLimitStream(maxBytes);
  limited.write(head);
  if (complete) {
    limited.end();
    return limited;
  }
  const stopWatching = finished(source, { writable: false }, (error) => {
    if (error) limited.destroy(error);
  });
  limited.once("close", stopWatching);
  source.pipe(limited);
  return limited;
}
