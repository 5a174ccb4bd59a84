import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { updateAlbumItem } from "~/.server/content-admin/album-items-admin";
import { albumItemPage, notFound } from "~/.server/content-admin/album-pages";
import { readContentForm } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import {
  AlbumFormPage,
  ITEM_TEXT_FIELDS,
  type ItemText,
  ItemTextFields,
  refill,
  useAlbumErrors,
} from "~/components/admin/album-fields";
import { imageSources } from "~/lib/image-sources";
import type { Route } from "./+types/content-album-item";

/** /admin/content/albums/:id/items/:itemId: a photo's or video's caption and description. */
export async function loader(args: Route.LoaderArgs) {
  const { album, item, position } = await albumItemPage(args);
  return {
    album: { id: album.id, title: album.title_en },
    item: {
      id: item.id,
      kind: item.kind,
      position,
      ...(Object.fromEntries(ITEM_TEXT_FIELDS.map((field) => [field, item[field]])) as ItemText),
      image:
        item.image_key && item.image_width && item.image_height
          ? imageSources({ key: item.image_key, width: item.image_width, height: item.image_height }).thumbnail
          : null,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { album, item, services, actor } = await albumItemPage(args);
  const form = await readContentForm(args.request);
  const outcome = await updateAlbumItem(services, actor, album.id, item.id, form);
  if (outcome.ok) throw redirect(`/admin/content/albums/${album.id}?done=item_saved`);
  if (outcome.status === 404) throw notFound();
  return data({ values: refill(form.fields, ITEM_TEXT_FIELDS), errors: outcome.errors }, { status: outcome.status });
}

export default function EditAlbumItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { album, item } = loaderData;
  const { message, summary } = useAlbumErrors(actionData?.errors ?? {}, [...ITEM_TEXT_FIELDS]);
  const name = t(item.kind === "image" ? "admin.content.albums.item_photo" : "admin.content.albums.item_video", {
    number: item.position,
  });
  const title = t("admin.content.albums.item_title", { name, title: album.title });
  return (
    <AlbumFormPage
      album={album}
      title={title}
      picture={item.image}
      summary={summary}
      submit={t("admin.content.articles.save_submit")}
    >
      <ItemTextFields values={actionData?.values ?? item} message={message} />
    </AlbumFormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
