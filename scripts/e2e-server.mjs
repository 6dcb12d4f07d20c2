#!/usr/bin/env node
// The server the end-to-end suite drives: the production build on a database nobody else uses.
// With DATABASE_URL set (CI), a throwaway PostgreSQL database is created for the run and dropped
// when Playwright stops the server; without it, a fresh embedded database under .tmp/e2e-data.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import postgres from "postgres";

const adminUrl = process.env.DATABASE_URL;
let databaseUrl = "";
let dropDatabase = async () => {};

if (adminUrl) {
  const name = `milheiro_e2e_${Date.now()}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
} else {
  rmSync(".tmp/e2e-data", { recursive: true, force: true });
}

const server = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl },
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await dropDatabase();
  process.exit(code ?? 0);
});
