#!/usr/bin/env node
// Development on http://localhost:3000: Vite rebuilds the client into dist/client on every change
// (unminified), and the server, which renders every page (docs/decisions/037), restarts on a change
// to its code or to the client's new manifest, so a reload shows the change. No hot reload: the
// pages are the server's render, as in production.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["vite", "build", "--watch", "--mode", "development", "--minify", "false"], { stdio: "inherit" }),
  spawn("npx", ["tsx", "watch", "--include", "dist/client/.vite/manifest.json", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", APP_URL: process.env.APP_URL ?? "http://localhost:3000" },
  }),
];

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
