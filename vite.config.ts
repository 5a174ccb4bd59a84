import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The client modules every page React runs loads anyway: React, React Router, and the document
 * shell (app/root.tsx's static imports, some of which routes import too).
 */
const SHELL_MODULES =
  /[\\/](node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|app[\\/](components[\\/](layout[\\/]|search[\\/]SearchForm|ui[\\/](Spinner|use-hydrated|BackButton|fields\.|field-look|form-page|MobileField)|seo[\\/](LanguageAlternates|ShareTags)|nonce)|content[\\/](helplines|external-links)|lib[\\/](tel|language-urls|page-handle|contrast|font-size|cookies|input-value)|i18n[\\/]))/;

/** The citizen forms' parts (the report forms and their page, the one-time-code step). */
const CITIZEN_FORM_MODULES =
  /[\\/]app[\\/]components[\\/](reports[\\/](Report|report-|citizen-client)|otp[\\/](OtpInput|otp-digits|CodeStep))/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // The server bundle's entry is the Express app, so the app, its services and the React
    // Router build share one module graph (one database pool, one config). In the browser, the
    // shell is one chunk instead of twenty: each chunk is a request and a modulepreload line in
    // the head, which cost a phone on a slow network more than the bytes (issue 7).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: SHELL_MODULES, priority: 2 },
                { name: "citizen-form", test: CITIZEN_FORM_MODULES },
                // The forms' rules stay a chunk of their own: staff pages and text pages use them too.
                { name: "citizen-rules", test: /[\\/]app[\\/]validation[\\/](citizen|fir)-rules\./, priority: 1 },
              ],
            },
          },
        },
    // Inline nothing as data URIs: the CSP does not allow them for scripts and they defeat caching.
    assetsInlineLimit: 0,
    // scripts/startup-profile.mjs builds with names kept, to say which component took the time.
    minify: process.env.BUILD_MINIFY === "0" ? false : undefined,
  },
  plugins: [reactRouter()],
}));
