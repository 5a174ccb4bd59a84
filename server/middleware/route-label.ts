/**
 * Names the route a request is for, for the request log and the metrics: the id of the deepest
 * React Router route that matches (`routes/articles/news-article` for /news/42, never the raw
 * path, whose ids and queries would make one metric series per article). Requests answered before
 * the router (health checks, static files, stored files) are named for what answered them.
 */
import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Answers from the static-file and storage middleware, which run before any route is looked up. */
const STATIC = "static";
const STORAGE = "storage";

/** Paths remembered with their label: a page served from the cache must not pay for matching. */
const MAX_REMEMBERED_PATHS = 5_000;

export type RouteLabeller = {
  /** The label of a path, loading the build if need be. */
  label(path: string): Promise<string>;
  /** The label of a path once the build is loaded (undefined before). */
  labelNow(path: string): string | undefined;
};

export function createRouteLabeller(build: () => Promise<ServerBuild>): RouteLabeller {
  let latest: { build: ServerBuild; tree: RouteObject[]; labels: Map<string, string> } | undefined;
  const labelIn = (known: NonNullable<typeof latest>, path: string) => {
    // matchRoutes ranks every route of the site on each call (a few hundred microseconds, more
    // than answering from the page cache takes), so each path is matched once.
    let label = known.labels.get(path);
    if (label === undefined) {
      label = routeId(known.tree, known.build.basename ?? "/", path);
      if (known.labels.size >= MAX_REMEMBERED_PATHS) known.labels.clear();
      known.labels.set(path, label);
    }
    return label;
  };
  return {
    async label(path) {
      // The development server hands a new build after each edit.
      const current = await build();
      if (latest?.build !== current) latest = { build: current, tree: routeTree(current), labels: new Map() };
      return labelIn(latest, path);
    },
    labelNow(path) {
      return latest && labelIn(latest, path);
    },
  };
}

export function labelRoutes(labeller: RouteLabeller): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.route = await labeller.label(req.path);
    } catch {
      // Naming is for reports only: a build that cannot be loaded fails in the router, not here.
    }
    next();
  };
}

/** The label of a finished request: the router's route id, an Express route's path, or who answered. */
export function routeOf(req: Request, res: Response): string {
  const named = res.locals.route as string | undefined;
  if (named) return named;
  const expressRoute = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof expressRoute === "string") return expressRoute;
  // originalUrl: the storage router shortens req.path to the part after its mount point.
  return req.originalUrl.startsWith("/storage/") ? STORAGE : STATIC;
}

function routeId(tree: RouteObject[], basename: string, path: string): string {
  // Single-fetch data requests (client navigations) are for the page whose path they extend.
  if (path.endsWith("/__manifest")) return "__manifest";
  const pagePath = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  const matches = matchRoutes(tree, pagePath, basename);
  return matches?.at(-1)?.route.id ?? "unmatched";
}

function routeTree(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? { ...node, children: attach(children) } : node;
    });
  return attach(byParent.get(undefined) ?? []);
}
