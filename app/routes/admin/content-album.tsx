import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { badRequest } from "~/.server/auth/admin-forms";
import { albumPage, notFound } from "~/.server/content-admin/album-pages";
import {
  albumDoneOf,
  moveAlbumItem,
  saveAlbum,
  setAlbumCover,
  setAlbumPublished,
} from "~/.server/content-admin/albums-admin";
import { readContentForm } from "~/.server/content-admin/content-form";
import { refusal } from "~/.server/content-admin/content-items";
import { albumItem } from "~/.server/content-admin/albums-type";
import { storageUrl } from "~/.server/storage/file-storage";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AlbumItems } from "~/components/admin/AlbumItems";
import { ContentFieldsForm } from "~/components/admin/ContentFieldsForm";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import { imageSources } from "~/lib/image-sources";
import type { Route } from "./+types/content-album";

const itemId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
/** The album page's small forms: its title, publishing, the order of its items and its cover. */
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({ intent: z.literal("move"), item: itemId, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("cover"), item: itemId }),
  z.object({ intent: z.literal("cover_first") }),
]);

/** /admin/content/albums/:id: an album's title, publishing, its photos and videos in order, its cover. */
export async function loader(args: Route.LoaderArgs) {
  const { album } = await albumPage(args);
  const done = albumDoneOf(args.request);
  return {
    album: {
      id: album.id,
      title_en: album.title_en,
      title_mr: album.title_mr,
      title_hi: album.title_hi,
      published: album.published,
      coverChosen: album.cover_key !== null,
      items: album.items.map((item) => ({
        id: item.id,
        kind: item.kind,
        thumbnail:
          item.image_key && item.image_width && item.image_height
            ? imageSources({ key: item.image_key, width: item.image_width, height: item.image_height }).thumbnail
            : null,
        caption_en: item.caption_en,
        caption_mr: item.caption_mr,
        isCover: item.image_key !== null && item.image_key === album.cover_key,
        video: item.video_url ?? (item.video_key ? storageUrl(item.video_key) : null),
      })),
    },
    done: done === "deleted" ? null : done,
    fields: albumItem.fields,
  };
}

export async function action(args: Route.ActionArgs) {
  const { album, services, actor } = await albumPage(args);
  const id = album.id;
  const form = await readContentForm(args.request);
  const intent = intentSchema.safeParse(form.fields);
  if (!intent.success) throw badRequest();
  const back = (done: string) => redirect(`/admin/content/albums/${id}?done=${done}`);
  switch (intent.data.intent) {
    case "publish":
    case "unpublish":
      if (!(await setAlbumPublished(services, actor, id, intent.data.intent === "publish"))) throw notFound();
      throw back(`${intent.data.intent}ed`);
    case "move":
      if (!(await moveAlbumItem(services, actor, id, intent.data.item, intent.data.direction))) throw notFound();
      throw back("moved");
    case "cover":
    case "cover_first":
      if (!(await setAlbumCover(services, actor, id, intent.data.intent === "cover" ? intent.data.item : null)))
        throw notFound();
      throw back("cover");
    case "save": {
      const outcome = await saveAlbum(services, actor, id, form);
      if (outcome.ok) throw back("saved");
      if (outcome.status === 404) throw notFound();
      return data(refusal(albumItem, form, outcome.errors), { status: outcome.status });
    }
  }
}

export default function EditAlbum({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { album, done, fields } = loaderData;
  const base = `/admin/content/albums/${album.id}`;
  return (
    <ContentItemPage
      title={t("admin.content.albums.edit_title", { title: album.title_en })}
      hasErrors={Object.keys(actionData?.errors ?? {}).length > 0}
      back={{ to: "/admin/content/albums", label: t("admin.content.sections.albums") }}
      notice={done && !actionData ? t(`admin.content.albums.done.${done}`) : null}
    >
      <PublishSection published={album.published} publicPath={`/album/${album.id}`} />
      <section aria-labelledby="items-heading" className="admin-section admin-album">
        <h2 id="items-heading">{t("admin.content.albums.items_heading")}</h2>
        <p className="admin-actions">
          <Link to={`${base}/photos`} className="button">
            {t("admin.content.albums.add_photos")}
          </Link>
          <Link to={`${base}/videos`} className="button admin-button-secondary">
            {t("admin.content.albums.add_video")}
          </Link>
        </p>
        <AlbumItems albumId={album.id} items={album.items} coverChosen={album.coverChosen} />
      </section>
      <section aria-labelledby="title-heading" className="admin-section">
        <h2 id="title-heading">{t("admin.content.albums.title_heading")}</h2>
        <ContentFieldsForm
          fields={fields}
          isNew={false}
          values={
            actionData?.values ?? {
              title_en: album.title_en,
              title_mr: album.title_mr ?? "",
              title_hi: album.title_hi ?? "",
            }
          }
          errors={actionData?.errors ?? {}}
          current={{}}
          submitLabel={t("admin.content.articles.save_submit")}
        />
      </section>
      <DeleteSection
        to={`${base}/delete`}
        intro={t("admin.content.albums.delete_intro")}
        link={t("admin.content.albums.delete_link")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
