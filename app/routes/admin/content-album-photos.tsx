import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { addPhotos, PHOTO_SLOTS } from "~/.server/content-admin/album-items-admin";
import { albumPage, notFound } from "~/.server/content-admin/album-pages";
import { readContentForm } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AlbumFormPage, refill, useAlbumErrors } from "~/components/admin/album-fields";
import { TextField, FileField } from "~/components/ui/fields";
import { CONTENT_LOCALES } from "~/i18n/locales";
import type { Route } from "./+types/content-album-photos";

const slotNumbers = () => Array.from({ length: PHOTO_SLOTS }, (_, index) => index + 1);
const slotFields = (n: number) => [`photo_${n}`, ...CONTENT_LOCALES.map((lang) => `caption_${lang}_${n}`)];

/** /admin/content/albums/:id/photos: upload several photos at once, each with its caption. */
export async function loader(args: Route.LoaderArgs) {
  const { album } = await albumPage(args);
  return { album: { id: album.id, title: album.title_en }, slots: PHOTO_SLOTS };
}

export async function action(args: Route.ActionArgs) {
  const { album, services, actor } = await albumPage(args);
  const form = await readContentForm(args.request);
  const outcome = await addPhotos(services, actor, album.id, form);
  if (outcome.ok) throw redirect(`/admin/content/albums/${album.id}?done=photos_added`);
  if (outcome.status === 404) throw notFound();
  const captions = slotNumbers().flatMap((n) => slotFields(n).slice(1));
  return data({ values: refill(form.fields, captions), errors: outcome.errors }, { status: outcome.status });
}

export default function AlbumPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { album, slots } = loaderData;
  const numbers = Array.from({ length: slots }, (_, index) => index + 1);
  const { message, summary } = useAlbumErrors(actionData?.errors ?? {}, numbers.flatMap(slotFields));
  const values: Record<string, string> = actionData?.values ?? {};
  const title = t("admin.content.albums.photos_title", { title: album.title });
  return (
    <AlbumFormPage
      upload
      album={album}
      title={title}
      summary={summary}
      submit={t("admin.content.albums.upload_submit")}
      intro={
        <>
          <p className="admin-hint">{t("admin.content.albums.photos_hint", { number: slots })}</p>
          {summary.length > 0 ? <p className="admin-hint">{t("admin.content.albums.choose_again")}</p> : null}
        </>
      }
    >
      {numbers.map((n) => (
        <fieldset key={n} className="admin-fieldset admin-section">
          <legend className="admin-label">{t("admin.content.albums.item_photo", { number: n })}</legend>
          <FileField
            id={`photo_${n}`}
            optional
            name={`photo_${n}`}
            label={t("admin.content.albums.photo_file", { number: n })}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            error={message(`photo_${n}`)}
          />
          {CONTENT_LOCALES.map((lang) => (
            <TextField
              key={lang}
              id={`caption_${lang}_${n}`}
              name={`caption_${lang}_${n}`}
              label={t(`admin.content.albums.caption_${lang}`)}
              hint={lang === "en" ? t("admin.content.albums.caption_hint") : undefined}
              optional
              maxLength={300}
              lang={lang === "en" ? undefined : lang}
              defaultValue={values[`caption_${lang}_${n}`] ?? ""}
              error={message(`caption_${lang}_${n}`)}
            />
          ))}
        </fieldset>
      ))}
    </AlbumFormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
