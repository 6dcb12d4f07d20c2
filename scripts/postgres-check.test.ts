import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { missingPostgresLine } from "./postgres-check.mjs";

let server: Server | null = null;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

async function listening(): Promise<number> {
  server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("missingPostgresLine", () => {
  it("says nothing when a server answers at the address", async () => {
    const port = await listening();
    expect(await missingPostgresLine(`postgres://postgres@127.0.0.1:${port}/test`)).toBeNull();
  });

  it("names the address and what to do when nothing answers", async () => {
    const port = await listening();
    await new Promise((resolve) => server?.close(resolve));
    server = null;
    const line = await missingPostgresLine(`postgres://postgres@127.0.0.1:${port}/test`);
    expect(line).toContain(`127.0.0.1:${port}`);
    expect(line).toContain("apt-get install -y postgresql");
  });
});
