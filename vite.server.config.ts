import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Packages left as files in node_modules rather than bundled into the server: they load files of
 * their own at run time (PGlite's WebAssembly and data, argon2's native addon, pdfkit's font
 * metrics), share React with the e-mail renderer, or are only imported on first use, after the
 * server answers, so bundling them would only lengthen the build. React Email's components are
 * bundled into the mail's own chunk (src/server/mail/layout.tsx), loaded with the first mail.
 */
const RUNTIME_EXTERNAL = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "pdfkit",
  "react",
  "react-dom",
  "@react-email/render",
  "pg-boss",
  "@aws-sdk/client-s3",
  "@aws-sdk/lib-storage",
  "@mendable/firecrawl-js",
  "nodemailer",
  "web-push",
  "stripe",
  "@zxcvbn-ts/language-common",
];

// The server is bundled, its start-path dependencies included (fastify, tRPC, Drizzle, zod,
// postgres.js…): one file compiles faster than the hundreds Node would otherwise resolve and
// link at each start (docs/decisions/035). The "@/" alias resolves as in the client build. The
// app's server render (src/client/server-entry.tsx: the router, the pages, their libraries) is a
// chunk of its own, imported by the first page asked for (docs/decisions/037).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  ssr: { noExternal: true, external: RUNTIME_EXTERNAL },
  build: {
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    // public/ is the browser's (dist/client has it); the server never reads a copy of its own.
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        main: "src/server/main.ts",
        cli: "src/cli.ts",
      },
      output: { format: "es", entryFileNames: "[name].js" },
      // The client's libraries mark their modules "use client", which means nothing on the server.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
    },
  },
});
