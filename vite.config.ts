import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // Must run before React's plugin; its settings live in tsr.config.json, shared with
    // scripts/generate-routes.mjs so typecheck can create the route tree without a build.
    tanstackRouter({ target: "react" }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The manifest tells the server which files a page loads (src/server/http/page-assets.ts).
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // "hidden": maps are written for error reports but not named in the bundles; the server never
    // serves them (src/server/http/static-assets.ts), so the sources are not published.
    sourcemap: "hidden",
    manifest: true,
    rolldownOptions: {
      // The browser's entry: the server renders every page and writes this script and the chunks it
      // imports into it, read from the manifest (src/server/http/page-assets.ts).
      input: "src/client/main.tsx",
      // tRPC's client declares no "sideEffects", so every link it offers (WebSocket, subscriptions)
      // would stay in the framework chunk though the app uses httpBatchLink alone.
      treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) },
      output: {
        // What every page runs first (React, the router, React Query, tRPC) as one chunk: brotli
        // packs one file tighter than twenty slivers, and the browser asks for fewer files.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|use-sync-external-store|clsx|tailwind-merge|class-variance-authority)[\\/]/,
            },
            // The plans and their cards, which /welcome, /planos, /precos and /promocoes all draw
            // (docs/decisions/031), as one file rather than two slivers on /welcome's first visit.
            {
              name: "plans",
              test: /[\\/]src[\\/](shared[\\/]domain[\\/]payments[\\/]plans\.ts|client[\\/]components[\\/]marketing[\\/]plan-cards\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
