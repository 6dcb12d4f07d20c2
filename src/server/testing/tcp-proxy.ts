import net from "node:net";

export interface TcpProxy {
  port: number;
  /** The database "goes away": open connections drop and new ones are refused. */
  cut(): void;
  /** The database "comes back": connections go through again. */
  restore(): void;
  /** The database "stops answering" (a dead network path): bytes go nowhere, connections hang open. */
  stall(): void;
  close(): Promise<void>;
}

/** A TCP relay in front of a server (PostgreSQL), to take it away and bring it back mid-test. */
export async function startTcpProxy(upstream: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  // Connections accepted while stalled, relayed nowhere; dropped when the database comes back.
  const limbo = new Set<net.Socket>();
  let cut = false;
  let stalled = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    if (stalled) {
      limbo.add(client);
      client.on("error", () => client.destroy());
      return;
    }
    const target = net.connect(upstream.port, upstream.host);
    for (const socket of [client, target]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        target.destroy();
      });
    }
    client.pipe(target).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
      stalled = false;
      for (const socket of open) socket.resume();
      for (const socket of limbo) socket.destroy();
      limbo.clear();
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.pause();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of [...open, ...limbo]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
