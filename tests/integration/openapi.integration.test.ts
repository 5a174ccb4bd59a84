import { expect, test } from "vitest";
import { useTestServer } from "../support/test-server";

const server = useTestServer();

/** Every JSON call of SPEC §7 that reads content, as OpenAPI path templates. */
const CONTENT_PATHS = [
  "/iapi/front/news",
  "/iapi/front/news/{id}",
  "/iapi/front/goodwork",
  "/iapi/front/goodwork/{id}",
  "/iapi/front/press-release",
  "/iapi/front/tender",
  "/iapi/front/recruitment",
  "/iapi/front/book",
  "/api/albums",
  "/api/album/{id}",
  "/api/police-stations-incharge",
  "/api/news",
  "/api/goodworks",
  "/api/police-station",
];

test("the API is described in OpenAPI 3.1 at /api/openapi.json, every content call included", async () => {
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const document = (await response.json()) as {
    openapi: string;
    info: { title: string };
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
    >;
  };
  expect(document.openapi).toBe("3.1.0");
  expect(document.info.title).toBeTruthy();
  for (const path of CONTENT_PATHS) {
    expect(Object.keys(document.paths), path).toContain(path);
    const schema = document.paths[path]!.get!.responses["200"]!.content!["application/json"]!.schema;
    expect(schema, `${path} has a response schema`).toMatchObject({ type: "object" });
  }
});

test("each documented content call answers with the documented top-level fields", async () => {
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      { get?: { responses: Record<string, { content: Record<string, { schema: { required?: string[] } }> }> } }
    >;
  };
  for (const path of CONTENT_PATHS.filter((p) => !p.includes("{id}"))) {
    const required = document.paths[path]!.get!.responses["200"]!.content["application/json"]!.schema.required ?? [];
    const body = (await (await fetch(`${server.url}${path}`)).json()) as Record<string, unknown>;
    for (const field of required) expect(body, `${path} answers ${field}`).toHaveProperty(field);
  }
});

test("an unknown API path answers JSON 404, not the HTML page", async () => {
  const response = await fetch(`${server.url}/api/no-such-thing`);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toHaveProperty("message");
});
