import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { createRouteLabeller, labelRoutes, routeOf } from "./route-label";

/** The route manifest of a small build: a root, an index page, an article page, an API and a 404. */
const build = {
  basename: "/",
  routes: {
    root: { id: "root", path: "" },
    main: { id: "main", parentId: "root", index: true },
    "routes/articles/news-article": { id: "routes/articles/news-article", parentId: "root", path: "news/:id" },
    "routes/api/front-news-item": { id: "routes/api/front-news-item", parentId: "root", path: "iapi/front/news/:id" },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", path: "admin" },
    "routes/admin/user": { id: "routes/admin/user", parentId: "routes/admin/layout", path: "users/:id" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

async function label(path: string): Promise<string> {
  const req = { path, originalUrl: path } as Request;
  const res = { locals: {} } as Response;
  await new Promise<void>(
    (resolve) => void labelRoutes(createRouteLabeller(async () => build))(req, res, () => resolve()),
  );
  return routeOf(req, res);
}

describe("route labels", () => {
  test("a page is named by its route id, whatever the id in its path", async () => {
    expect(await label("/news/42")).toBe("routes/articles/news-article");
    expect(await label("/news/977")).toBe("routes/articles/news-article");
    expect(await label("/iapi/front/news/3")).toBe("routes/api/front-news-item");
    expect(await label("/admin/users/5")).toBe("routes/admin/user");
  });

  test("the home page is its index route", async () => {
    expect(await label("/")).toBe("main");
  });

  test("a client navigation's data request is named for the page it loads", async () => {
    expect(await label("/news/42.data")).toBe("routes/articles/news-article");
    expect(await label("/_root.data")).toBe("main");
    expect(await label("/__manifest")).toBe("__manifest");
  });

  test("an unknown path is named for the not-found route, not for itself", async () => {
    expect(await label("/wp-login.php")).toBe("routes/not-found");
  });

  test("requests answered before the router are named for what answered them", () => {
    const res = { locals: {} } as Response;
    expect(routeOf({ originalUrl: "/assets/entry-abc.js" } as Request, res)).toBe("static");
    expect(routeOf({ originalUrl: "/storage/news/1.webp" } as Request, res)).toBe("storage");
    expect(routeOf({ originalUrl: "/healthz", route: { path: "/healthz" } } as unknown as Request, res)).toBe(
      "/healthz",
    );
  });
});
