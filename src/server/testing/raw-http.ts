import { once } from "node:events";
import net from "node:net";

/** A raw connection to a listening app, to send requests as slowly or as oddly as an attacker would. */
export interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from `since` until the server closed the connection. */
  closed: Promise<number>;
  write(text: string | Uint8Array): void;
}

export async function openRaw(port: number, since = Date.now()): Promise<RawConnection> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A reset is how a cut connection ends too; the test only needs to know when. (`once(socket, "close")`
  // would reject on that reset's error event, so the close is awaited by hand.)
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - since)));
  return {
    socket,
    received: () => Buffer.concat(chunks).toString("latin1"),
    closed,
    write: (data) => {
      if (!socket.destroyed) socket.write(data);
    },
  };
}

/** Sends `text` one byte every `everyMs` until the connection closes or the text runs out. */
export async function drip(connection: RawConnection, text: string, everyMs: number): Promise<void> {
  for (const byte of text) {
    if (connection.socket.destroyed) return;
    connection.write(byte);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
