import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The server is bundled (not transpiled file by file) so the "@/" alias and the shared
// modules resolve exactly as in the client build; node_modules stay external.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: "src/server/main.ts",
        cli: "src/cli.ts",
      },
      output: { format: "es", entryFileNames: "[name].js" },
    },
  },
});
