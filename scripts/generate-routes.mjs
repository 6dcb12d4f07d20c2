#!/usr/bin/env node
// Writes src/client/routeTree.gen.ts (a generated file, not committed) from the file routes,
// with the same generator and tsr.config.json the Vite plugin uses, so `tsc` can run before a build.
import path from "node:path";
import { Generator, getConfig } from "@tanstack/router-generator";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
await new Generator({ config: getConfig({}, root), root }).run();
