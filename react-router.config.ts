import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server so it works before and without JavaScript.
  ssr: true,
  // Parallel work (and parallel test runs) can build into separate directories.
  buildDirectory: process.env.RR_BUILD_DIR || "build",
  // Our CSRF middleware checks every state-changing request's origin (Sec-Fetch-Site / Origin) and
  // answers 419 in the visitor's language; React Router's own check would answer a bare 400 first.
  allowedActionOrigins: ["**"],
  future: {
    // Route middleware carries the per-request CSRF check and the typed router context.
    v8_middleware: true,
  },
} satisfies Config;
