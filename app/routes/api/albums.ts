import { requestContext, servicesContext } from "~/.server/context";
import { albumsResponseSchema } from "~/.server/content/gallery/api-schemas";
import { createGalleryService } from "~/.server/content/gallery/gallery-service";
import type { Route } from "./+types/albums";

/** GET /api/albums (SPEC §7): published albums, newest first, in the visitor's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const body = await createGalleryService(context.get(servicesContext).db).albumsResponse(locale);
  return Response.json(albumsResponseSchema.parse(body));
}
