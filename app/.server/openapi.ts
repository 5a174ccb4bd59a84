/**
 * The OpenAPI 3.1 document of the JSON API (SPEC §7), generated from the zod schemas the endpoints
 * use. Each area of the site contributes its operations here.
 */
import { z } from "zod";
import { articlesOperations } from "./content/articles/openapi";
import { citizenOperations } from "./reports/openapi";
import { documentsOperations } from "./content/documents/openapi";
import { galleryOperations } from "./content/gallery/openapi";
import { infoOperations } from "./content/info/openapi";
import { visitorOperations } from "./visitors/visitor-count-api";
import { stationsOperations } from "./content/stations/openapi";
import type { ApiOperation } from "./api/openapi/registry";

const OPERATIONS: ApiOperation[] = [
  ...articlesOperations,
  ...documentsOperations,
  ...galleryOperations,
  ...stationsOperations,
  ...infoOperations,
  ...visitorOperations,
  ...citizenOperations,
];

const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

export function buildOpenApiDocument(operations: ApiOperation[] = OPERATIONS) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...Object.entries(op.pathParams ?? {}).map(([name, description]) => ({
        name,
        in: "path",
        required: true,
        description,
        schema: { type: "integer", minimum: 1 },
      })),
      ...Object.entries(op.query ?? {}).map(([name, q]) => ({ name, in: "query", required: false, ...q })),
    ];
    const responses: Record<string, unknown> = {
      200: {
        description: "OK",
        content: { "application/json": { schema: z.toJSONSchema(op.response, { target: "draft-2020-12" }) } },
      },
    };
    for (const [status, description] of Object.entries(op.errors ?? {})) {
      responses[status] = { description, content: { "application/json": { schema: z.toJSONSchema(errorSchema) } } };
    }
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: { summary: op.summary, tags: op.tags, ...(parameters.length ? { parameters } : {}), responses },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Mumbai Railway Police website API",
      version: "1.0.0",
      description:
        "Public JSON API of the website (SPEC §7). Text fields are in the visitor's language (the `lang` cookie or Accept-Language); an item only written in the other language carries `lang`. State-changing calls need a CSRF token (X-CSRF-TOKEN or X-XSRF-TOKEN header).",
    },
    paths,
  };
}
