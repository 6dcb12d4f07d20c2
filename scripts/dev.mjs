#!/usr/bin/env node
// Development: the API server restarts on change (tsx watch) and Vite serves the client with
// hot reload on http://localhost:5173, proxying /trpc and /auth to the API on port 3000.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", APP_URL: process.env.APP_URL ?? "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
