import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const devServerPort = Number(process.env.DEV_API_PORT ?? 3000);

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so generated routes are transformed too.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/routes",
      generatedRouteTree: "src/client/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/trpc": `http://localhost:${devServerPort}`,
      "/auth": `http://localhost:${devServerPort}`,
      "/healthz": `http://localhost:${devServerPort}`,
      "/readyz": `http://localhost:${devServerPort}`,
    },
  },
});
