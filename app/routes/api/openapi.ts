import { buildOpenApiDocument } from "~/.server/openapi";

/** GET /api/openapi.json: the API described in OpenAPI 3.1, generated from the response schemas. */
export function loader() {
  return Response.json(buildOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
