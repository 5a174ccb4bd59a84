/**
 * The JavaScript a commuter's phone downloads, in bytes after brotli (issue 7): the shared part
 * every page loads (the entry and the root route, with their static imports) and each route's
 * total. The budgets are ratchets at today's size plus a little headroom, so that growth is a
 * decision rather than an accident; issue 7's targets (120 KB for any page) are lower still, and
 * lowering these numbers as the bundles shrink is part of that work. Bytes, never time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "vitest";
import { buildDir } from "../support/test-server";

const KB = 1024;
const BUDGET = {
  /** entry.client, the root route and what they import: on every page. */
  shared: 112 * KB,
  /** Shared part plus the route's own modules, for the heaviest public page (the home page). */
  publicRoute: 146 * KB,
  /** Staff pages load more (forms, editors) and are used on office computers. */
  adminRoute: 170 * KB,
};

type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; path?: string; module: string; imports?: string[] }>;
};

const clientDir = path.join(buildDir, "client");

function readManifest(): Manifest {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${clientDir}/assets: run npm run build first`);
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

const sizes = new Map<string, number>();
function brotliBytes(asset: string): number {
  let size = sizes.get(asset);
  if (size === undefined) {
    const bytes = readFileSync(path.join(clientDir, asset));
    size = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(asset, size);
  }
  return size;
}

const total = (assets: Set<string>) => [...assets].reduce((sum, asset) => sum + brotliBytes(asset), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test("the JavaScript every page loads stays within its budget", () => {
  const manifest = readManifest();
  const root = manifest.routes.root!;
  const shared = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    root.module,
    ...(root.imports ?? []),
  ]);
  expect(total(shared), `shared JavaScript is ${kb(total(shared))}`).toBeLessThanOrEqual(BUDGET.shared);
});

test("no route's JavaScript grows beyond its budget", () => {
  const manifest = readManifest();
  const root = manifest.routes.root!;
  const shared = [manifest.entry.module, ...(manifest.entry.imports ?? []), root.module, ...(root.imports ?? [])];
  const over: string[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const bytes = total(new Set([...shared, route.module, ...(route.imports ?? [])]));
    const budget =
      route.id.startsWith("routes/admin/") || route.id.startsWith("admin-") ? BUDGET.adminRoute : BUDGET.publicRoute;
    if (bytes > budget) over.push(`${route.id}: ${kb(bytes)} > ${kb(budget)}`);
  }
  expect(over).toEqual([]);
  expect(Object.keys(manifest.routes).length).toBeGreaterThan(40);
});
