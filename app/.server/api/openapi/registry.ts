import type { z } from "zod";

/**
 * One JSON API operation, described with the same zod schema that shapes (and, in tests, checks)
 * its response. /api/openapi.json is generated from these lists.
 */
export type ApiOperation = {
  method: "get" | "post";
  /** OpenAPI path template, e.g. /iapi/front/news/{id}. */
  path: string;
  summary: string;
  tags: string[];
  pathParams?: Record<string, string>;
  query?: Record<string, { description: string; schema: object }>;
  response: z.ZodType;
  /** Extra documented statuses (404, 400, 422 …) with descriptions. */
  errors?: Record<number, string>;
};

export const pageQuery = {
  page: {
    description: "Page number, from 1 (default 1). Anything else is answered with 400.",
    schema: { type: "integer", minimum: 1 },
  },
};
