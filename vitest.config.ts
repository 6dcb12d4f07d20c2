import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { tanstackRouterGenerator } from "@tanstack/router-plugin/vite";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * Vitest's default leaves a core idle (one worker on CI's two). With PGlite the database runs
 * inside each worker, so one worker per core; with PostgreSQL the workers mostly wait on the
 * server, so one more keeps both cores busy (307 s → 207 s for the whole suite on 2 cores).
 */
const maxWorkers = availableParallelism() + (process.env.DATABASE_URL ? 1 : 0);

export default defineConfig({
  // Writes src/client/routeTree.gen.ts (generated, not committed) before any test imports it, with
  // the route generator the build uses, so `npm test` on a fresh clone needs no step before it.
  plugins: [tanstackRouterGenerator({ target: "react" })],
  resolve: { alias },
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts", "src/**/*.sec.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts"],
          globalSetup: ["src/server/testing/database-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The attack suite (npm run test:security): every defence of docs/security.md, against a real database.
          name: "security",
          include: ["src/**/*.sec.test.ts"],
          globalSetup: ["src/server/testing/database-template.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
