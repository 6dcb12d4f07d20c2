import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** A database of its own on a PostgreSQL server, for one test file, test run, e2e run or bench. */
export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** `<prefix>_<time>_<random>`: a name no other run, on this machine or another, picks at the same time. */
export function uniqueRunName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
}

/**
 * Creates `<prefix>_<time>_<random>` on the server of `serverUrl`: empty, or a copy of `template`
 * (CREATE DATABASE … TEMPLATE, which refuses while anyone is connected to the template).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = uniqueRunName(prefix);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${options.template ? ` template "${options.template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
