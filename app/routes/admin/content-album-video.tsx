import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { addVideo } from "~/.server/content-admin/album-items-admin";
import { albumPage, notFound } from "~/.server/content-admin/album-pages";
import { readContentForm } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import {
  AlbumFormPage,
  ITEM_TEXT_FIELDS,
  ItemTextFields,
  refill,
  useAlbumErrors,
} from "~/components/admin/album-fields";
import { TextField, FileField } from "~/components/ui/fields";
import type { Route } from "./+types/content-album-video";

const FIELDS = ["video_url", ...ITEM_TEXT_FIELDS];

/** /admin/content/albums/:id/videos: add a YouTube or Vimeo video, or upload a video file with captions. */
export async function loader(args: Route.LoaderArgs) {
  const { album } = await albumPage(args);
  return { album: { id: album.id, title: album.title_en } };
}

export async function action(args: Route.ActionArgs) {
  const { album, services, actor } = await albumPage(args);
  const form = await readContentForm(args.request);
  const outcome = await addVideo(services, actor, album.id, form);
  if (outcome.ok) throw redirect(`/admin/content/albums/${album.id}?done=video_added`);
  if (outcome.status === 404) throw notFound();
  return data({ values: refill(form.fields, FIELDS), errors: outcome.errors }, { status: outcome.status });
}

export default function AlbumVideo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { album } = loaderData;
  const { message, summary } = useAlbumErrors(actionData?.errors ?? {}, [
    "video_url",
    "video",
    "captions",
    ...ITEM_TEXT_FIELDS,
  ]);
  const values: Record<string, string> = actionData?.values ?? {};
  const title = t("admin.content.albums.video_title", { title: album.title });
  return (
    <AlbumFormPage upload album={album} title={title} summary={summary} submit={t("admin.content.albums.video_submit")}>
      <TextField
        id="video_url"
        name="video_url"
        label={t("admin.content.albums.video_url")}
        hint={t("admin.content.albums.video_url_hint")}
        optional
        inputMode="url"
        maxLength={500}
        spellCheck={false}
        defaultValue={values.video_url ?? ""}
        error={message("video_url")}
      />
      <FileField
        id="video"
        optional
        name="video"
        label={t("admin.content.albums.video_file")}
        hint={t("admin.content.albums.video_file_hint")}
        accept="video/mp4,video/webm,video/ogg"
        error={message("video")}
      />
      <FileField
        id="captions"
        optional
        name="captions"
        label={t("admin.content.albums.captions_file")}
        hint={t("admin.content.albums.captions_hint")}
        accept=".vtt,text/vtt"
        error={message("captions")}
      />
      <ItemTextFields values={values} message={message} />
    </AlbumFormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
