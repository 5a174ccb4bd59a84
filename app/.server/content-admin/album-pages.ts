/**
 * What every album page's loader and action start with: a signed-in admin or editor (the guard),
 * the album or album item the path names, or the 404 page. Keeps the route modules thin.
 */
import { parseId } from "../api/json";
import { findAlbumItem } from "./album-items-admin";
import { findAlbumForAdmin } from "./albums-admin";
import { contentStaff as staffOf, notFound, type ContentPageArgs as PageArgs } from "./content-pages";

export { notFound };

/** The album of `/admin/content/albums/:id/…`, after the role check. */
export async function albumPage(args: PageArgs) {
  const staff = await staffOf(args);
  const id = parseId(args.params.id);
  const album = id ? await findAlbumForAdmin(staff.services, id) : undefined;
  if (!album) throw notFound();
  return { ...staff, album };
}

/** The photo or video of `/admin/content/albums/:id/items/:itemId/…`, after the role check. */
export async function albumItemPage(args: PageArgs) {
  const staff = await staffOf(args);
  const id = parseId(args.params.id);
  const itemId = parseId(args.params.itemId);
  const found = id && itemId ? await findAlbumItem(staff.services, id, itemId) : undefined;
  if (!found) throw notFound();
  return { ...staff, ...found };
}
