/**
 * The second step of `npm run build` (after `react-router build`): bundles the Node entry points
 * into the build folder, each into one ES module with the packages left as imports:
 *
 *   <build>/index.js    the server (server/index.ts)
 *   <build>/admin.js    staff accounts (scripts/admin.ts)
 *   <build>/backup.js   backups (scripts/backup.ts)
 *   <build>/restore.js  restores (scripts/restore.ts)
 *
 * so a production machine runs them with `node` and only the `dependencies` of package.json
 * installed (`npm ci --omit=dev`). The build fails if a bundle imports a package that is not one
 * of those `dependencies`.
 *
 * Usage: node scripts/build-server.mjs [build folder, default build]
 */
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.resolve(process.argv[2] || "build");

const entryPoints = {
  index: "server/index.ts",
  admin: "scripts/admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
};

/** Imports that are allowed outside `dependencies`, by bundle: only `--dev` reaches them. */
const DEVELOPMENT_ONLY = { index: ["vite"] };

const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
  metafile: true,
});

const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set(builtinModules);
/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const problems = [];
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const bundle = path.basename(file, ".js");
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith("node:") || builtins.has(packageName(specifier))) continue;
    // The server's own import of the React Router build beside it (build/server/index.js).
    if (specifier.startsWith(".") || path.isAbsolute(specifier)) continue;
    const name = packageName(specifier);
    if (dependencies.has(name) || DEVELOPMENT_ONLY[bundle]?.includes(name)) continue;
    problems.push(`${path.relative(root, file)} imports "${specifier}", which is not in package.json "dependencies"`);
  }
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error("A production install (npm ci --omit=dev) would not have it: move it to dependencies.");
  process.exit(1);
}
