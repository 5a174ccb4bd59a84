import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // The server bundle's entry is the Express app, so the app, its services and the React
    // Router build share one module graph (one database pool, one config).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    // Inline nothing as data URIs: the CSP does not allow them for scripts and they defeat caching.
    assetsInlineLimit: 0,
  },
  plugins: [reactRouter()],
}));
