import { pageQuery, type ApiOperation } from "../../api/openapi/registry";
import { articlePageResponseSchema, goodworkItemResponseSchema, newsItemResponseSchema } from "./api-schemas";

const pageErrors = { 400: "The page parameter is not a whole number from 1 upwards." };
const itemErrors = { 404: "No published article has this id (or the id is not a whole number from 1 upwards)." };
const idParam = { id: "The article's id." };

const list = (path: string, what: string): ApiOperation => ({
  method: "get",
  path,
  summary: `One page of published ${what}, newest first, each with its pictures, attached PDF and sanitised HTML description. A page past the end has no items.`,
  tags: ["articles"],
  query: pageQuery,
  response: articlePageResponseSchema,
  errors: pageErrors,
});

/** JSON API operations of the articles area (SPEC §7). */
export const articlesOperations: ApiOperation[] = [
  list("/iapi/front/news", "news"),
  {
    method: "get",
    path: "/iapi/front/news/{id}",
    summary: "One published news article, as `{ news }`.",
    tags: ["articles"],
    pathParams: idParam,
    response: newsItemResponseSchema,
    errors: itemErrors,
  },
  list("/iapi/front/goodwork", "good works"),
  {
    method: "get",
    path: "/iapi/front/goodwork/{id}",
    summary: "One published good work, as `{ goodwork }`.",
    tags: ["articles"],
    pathParams: idParam,
    response: goodworkItemResponseSchema,
    errors: itemErrors,
  },
  list("/api/news", "news (the same list as /iapi/front/news)"),
  list("/api/goodworks", "good works (the same list as /iapi/front/goodwork)"),
];
