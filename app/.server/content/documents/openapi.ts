import { pageQuery, type ApiOperation } from "../../api/openapi/registry";
import { booksResponseSchema, documentPageResponseSchema } from "./api-schemas";

const pageErrors = { 400: "The page parameter is not a whole number from 1 upwards." };

/** JSON API operations of the documents area (SPEC §7). */
export const documentsOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/iapi/front/press-release",
    summary:
      "One page of press releases, newest first. Each item has the title and the uploaded PDF. A page past the end has no items.",
    tags: ["documents"],
    query: pageQuery,
    response: documentPageResponseSchema,
    errors: pageErrors,
  },
  {
    method: "get",
    path: "/iapi/front/tender",
    summary:
      "One page of tenders, most recently updated first (lists show updated_at). A page past the end has no items.",
    tags: ["documents"],
    query: pageQuery,
    response: documentPageResponseSchema,
    errors: pageErrors,
  },
  {
    method: "get",
    path: "/iapi/front/recruitment",
    summary: "One page of recruitment notices, newest first (lists show created_at). A page past the end has no items.",
    tags: ["documents"],
    query: pageQuery,
    response: documentPageResponseSchema,
    errors: pageErrors,
  },
  {
    method: "get",
    path: "/iapi/front/book",
    summary: "The initiative booklets in display order, each with its cover picture and PDF.",
    tags: ["documents"],
    response: booksResponseSchema,
  },
];
