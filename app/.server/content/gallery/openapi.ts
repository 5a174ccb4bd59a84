import type { ApiOperation } from "../../api/openapi/registry";
import { albumResponseSchema, albumsResponseSchema } from "./api-schemas";

/** JSON API operations of the gallery area (SPEC §7). */
export const galleryOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/albums",
    summary: "Published photo albums, newest first, with their cover thumbnail and item counts.",
    tags: ["gallery"],
    response: albumsResponseSchema,
  },
  {
    method: "get",
    path: "/api/album/{id}",
    summary: "One published album with its photos and videos (SPEC §3 Lightbox items), in order.",
    tags: ["gallery"],
    pathParams: { id: "Album id." },
    response: albumResponseSchema,
    errors: { 404: "No published album has this id (or the id is not a whole number from 1 up)." },
  },
];
