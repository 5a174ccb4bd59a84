/**
 * Bad input never reaches a 500: every route of the route table gets a small set of
 * malformed requests (no body, the wrong content type, broken multipart, repeated and array
 * parameters, invalid UTF-8, null bytes, absurd page numbers, methods the site does not use), from
 * an anonymous visitor and from a signed-in administrator, and none may answer 5xx.
 */
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, test } from "vitest";
import routes from "~/routes";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { createStaff, signIn, tokenFor } from "./admin-support";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every path of the route table, with `:param` filled in and optional segments both ways. */
function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.index || entry.path !== undefined) paths.push(own || "/");
    if (entry.children) paths.push(...routePaths(entry.children, own));
  }
  return [...new Set(paths.flatMap(concrete))];
}

/** Values a parameter really takes, so that the request reaches the route's own code. */
const PARAMETER_VALUES: Record<string, string[]> = {
  locale: ["en", "mr"],
  feed: ["news.xml"],
  reference: ["MRP-F-2026-000001"],
};

function concrete(path: string): string[] {
  let variants = [path.replace(/\*$/, "no-such-thing")];
  for (const [, name] of path.matchAll(/:(\w+)\??/g)) {
    const values = PARAMETER_VALUES[name!] ?? ["1", "1e309"];
    variants = variants.flatMap((variant) => values.map((value) => variant.replace(new RegExp(`:${name}\\??`), value)));
  }
  return variants.map((variant) => variant.replace(/\/+$/, "") || "/");
}

const QUERIES = ["?page=1e309&q=%C3%28%00&type[]=x&lang=xx&lang=mr", "?page=abc&page=2&id[a]=1&lang=%FF&view=%00"];

const BODIES: Array<{ name: string; headers: Record<string, string>; body?: string }> = [
  { name: "no body", headers: {} },
  { name: "JSON", headers: { "content-type": "application/json" }, body: '{"name": ["x"], "page": 1e309' },
  { name: "text", headers: { "content-type": "text/plain" }, body: "name=x\u0000&mobile_number=%FF" },
  {
    name: "broken multipart",
    headers: { "content-type": "multipart/form-data; boundary=----x" },
    body: '------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
  },
  {
    name: "a form with nulls, bad UTF-8 and repeated fields",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=%00%FF&name=two&mobile_number[]=1&page=1e309&id=-1&otp=%C3%28&lang=mr&lang=en",
  },
];

let paths: string[];
let admin: Visitor;

const server = useTestServer({ DEMO_CONTENT: "1" });
beforeAll(async () => {
  paths = routePaths(routes as RouteEntry[]);
  await createStaff(server, { email: "sweep.admin@example.org", role: "admin" });
  admin = await signIn(server, "sweep.admin@example.org");
});

/**
 * Sends one request with the visitor's cookies (node:http, since fetch refuses TRACE); returns a
 * line describing it when the answer is a 5xx.
 */
function probe(
  visitor: Visitor,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<string | null> {
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const body = init.body === undefined ? undefined : Buffer.from(init.body, "latin1");
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, server.url),
      {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { "content-length": String(body.length) } : {}),
          ...init.headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve(
            status >= 500 ? `${method} ${path} (${init.headers?.["content-type"] ?? "no type"}): ${status}` : null,
          );
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("no route answers 5xx to bad input", () => {
  test("the route table is walked in full", () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain("/news/1e309");
    expect(paths).toContain("/admin/reports");
    expect(paths).toContain("/locale/mr");
  });

  test("GETs with odd queries and other methods, anonymous", async () => {
    const visitor = new Visitor(server.url);
    const failures: string[] = [];
    for (const path of paths) {
      for (const query of QUERIES) failures.push((await probe(visitor, "GET", `${path}${query}`)) ?? "");
      for (const method of ["HEAD", "OPTIONS", "TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
        failures.push((await probe(visitor, method, path)) ?? "");
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 180_000);

  test("posts of malformed bodies, anonymous and from this site", async () => {
    const visitor = new Visitor(server.url);
    const failures: string[] = [];
    for (const path of paths.filter((p) => !p.includes("1e309"))) {
      for (const { headers, body } of BODIES) {
        failures.push(
          (await probe(visitor, "POST", path, { headers: { "sec-fetch-site": "same-origin", ...headers }, body })) ??
            "",
        );
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 180_000);

  test("posts of malformed bodies with a valid token, signed in as an administrator", async () => {
    const failures: string[] = [];
    // Signing out would end the sweep's session; it is covered by the anonymous sweep.
    for (const path of paths.filter((p) => p.startsWith("/admin") && !p.includes("sign-out") && !p.includes("1e309"))) {
      const token = await tokenFor(admin);
      for (const { headers, body } of BODIES) {
        failures.push(
          (await probe(admin, "POST", path, {
            headers: { "sec-fetch-site": "same-origin", "x-csrf-token": token, ...headers },
            body,
          })) ?? "",
        );
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 180_000);
});
