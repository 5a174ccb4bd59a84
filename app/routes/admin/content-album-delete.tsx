import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { albumPage, notFound } from "~/.server/content-admin/album-pages";
import { deleteAlbum } from "~/.server/content-admin/albums-admin";
import { confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-album-delete";

/** /admin/content/albums/:id/delete: confirm, then delete the album with all its photos and videos. */
export async function loader(args: Route.LoaderArgs) {
  const { album } = await albumPage(args);
  return { id: album.id, title: album.title_en };
}

export async function action(args: Route.ActionArgs) {
  const { album, services, actor } = await albumPage(args);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  if (!(await deleteAlbum(services, actor, album.id))) throw notFound();
  throw redirect("/admin/content/albums?done=deleted");
}

export default function DeleteAlbum({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.title || t("admin.content.no_title")}
      cancelTo={`/admin/content/albums/${loaderData.id}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
