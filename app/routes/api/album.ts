import { jsonError, parseId } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { albumResponseSchema } from "~/.server/content/gallery/api-schemas";
import { createGalleryService } from "~/.server/content/gallery/gallery-service";
import type { Route } from "./+types/album";

/** GET /api/album/{id} (SPEC §7): one published album with its photos and videos. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const id = parseId(params.id);
  const body = id && (await createGalleryService(context.get(servicesContext).db).albumResponse(id, locale));
  if (!body) return jsonError(404, "errors.api.not_found", locale);
  return Response.json(albumResponseSchema.parse(body));
}
