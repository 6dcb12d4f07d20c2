import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  plugins: [
    // Must run before React's plugin; its settings live in tsr.config.json, shared with
    // scripts/generate-routes.mjs so typecheck can create the route tree without a build.
    tanstackRouter({ target: "react" }),
    react(),
    tailwindcss(),
    // The installable app (docs/decisions/043): the web app manifest, and the service worker of
    // src/client/sw/sw.ts built to /sw.js with the list of files it keeps. The app registers it
    // itself after the page is on screen (client/lib/pwa/), so no script joins the first visit.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/client/sw",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      // The server renders every page and writes the manifest's <link> itself (routes/__root.tsx).
      manifestFilename: "manifest.webmanifest",
      includeManifestIcons: false,
      injectManifest: {
        // One classic script: the registration (workbox-window) registers a classic worker.
        rollupFormat: "iife",
        // What is the same for every visitor and lets the offline page draw: never a page or an API
        // answer (those carry a member's data), nor the scripts, which only a page online runs.
        globPatterns: ["offline.html", "favicon.svg", "icons/*.png", "assets/*.css"],
      },
      manifest: {
        id: "/dashboard",
        name: "Milheiro: gestão de milhas e pontos",
        short_name: "Milheiro",
        description: "Suas milhas e pontos, o custo do milheiro e os alertas de vencimento.",
        lang: "pt-BR",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0f3d91",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
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
