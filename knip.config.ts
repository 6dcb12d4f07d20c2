import type { KnipConfig } from "knip";

/**
 * knip: files, exports, types and dependencies nothing uses. Its plugins already find what the
 * tools' configs name: the client and server bundles' inputs in vite.config.ts and
 * vite.server.config.ts (src/client/main.tsx, src/server/main.ts, src/cli.ts),
 * vitest's and Playwright's test files and setup, drizzle.config.ts, and the files and binaries
 * package.json's scripts run (bench/run.ts, patch-package…). The entries below are the rest.
 * Test files are entries like any other, so an export a test alone imports counts as used; an export
 * used only inside its own file is reported (ignoreExportsUsedInFile stays off): drop its `export`.
 */
const config: KnipConfig = {
  entry: [
    // File routes: routeTree.gen.ts imports them, but it is generated and git-ignored, so knip skips it.
    // Files and folders starting with "-" are not routes (TanStack Router's own convention).
    "src/client/routes/**/*.tsx",
    "!src/client/routes/**/-*.tsx",
    "!src/client/routes/**/-*/**",
    // The typed client a user's own scripts import (src/sdk/README.md): its exports are its API.
    "src/sdk/index.ts",
    // Run by hand, by package.json's scripts or by .ci/run, with node or tsx.
    "scripts/*.{ts,mjs}",
    // Started by bench/run.ts as a process of its own.
    "bench/baseline-server.ts",
  ],
  // scripts/chromium.mjs installs Debian's Chromium when it is missing.
  ignoreBinaries: ["apt-get"],
};

export default config;
