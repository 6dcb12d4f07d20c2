import { readFileSync, existsSync } from "node:fs";
import { initialScripts, type Manifest } from "./scripts/bundle-budget/initial-chunks";
const m = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Manifest;
const r = process.argv[2] ?? "src/client/routes/index.tsx";
const files = initialScripts(m, r).map((f) => [f, existsSync(`dist/client/${f}.br`) ? readFileSync(`dist/client/${f}.br`).length : readFileSync(`dist/client/${f}`).length] as const);
files.sort((a, b) => b[1] - a[1]).forEach(([f, s]) => console.log((s / 1024).toFixed(1).padStart(6), f));
