import { z } from "zod";
import type { ApiOperation } from "../api/openapi/registry";

export const visitorCountResponseSchema = z.object({ visitorCount: z.number().int().min(0) });

/**
 * The live visitor count. Pages come from the page cache, so the count inside a page is the one of
 * when it was rendered (at most a minute old); the home page asks for the live one here.
 */
export const visitorOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/visitor-count",
    summary: "How many visitors the site has had (each browser counted once a day)",
    tags: ["site"],
    response: visitorCountResponseSchema,
  },
];
