import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { deleteAlbumItem } from "~/.server/content-admin/album-items-admin";
import { albumItemPage, notFound } from "~/.server/content-admin/album-pages";
import { confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-album-item-delete";

/** /admin/content/albums/:id/items/:itemId/delete: confirm, then remove one photo or video with its files. */
export async function loader(args: Route.LoaderArgs) {
  const found = await albumItemPage(args);
  return {
    albumId: found.album.id,
    kind: found.item.kind,
    position: found.position,
    caption: found.item.caption_en ?? found.item.caption_mr,
  };
}

export async function action(args: Route.ActionArgs) {
  const { album, item, services, actor } = await albumItemPage(args);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  if (!(await deleteAlbumItem(services, actor, album.id, item.id))) throw notFound();
  throw redirect(`/admin/content/albums/${album.id}?done=item_removed`);
}

export default function DeleteAlbumItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = t(loaderData.kind === "image" ? "admin.content.albums.item_photo" : "admin.content.albums.item_video", {
    number: loaderData.position,
  });
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.caption ? `${name}: ${loaderData.caption}` : name}
      cancelTo={`/admin/content/albums/${loaderData.albumId}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
