import { useTranslation } from "~/i18n/use-translation";
import { requestContext, servicesContext } from "~/.server/context";
import { createGalleryService } from "~/.server/content/gallery/gallery-service";
import { AlbumCard } from "~/components/gallery/AlbumCard";
import styles from "~/styles/pages/gallery.css?url";
import type { Route } from "./+types/gallery";
import { TEXT_PAGE } from "~/lib/page-handle";

/** SPEC §2 "Gallery and album": the grid of published albums, each linking to its album view. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const albums = await createGalleryService(context.get(servicesContext).db).listAlbums(locale);
  return { albums };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { albums } = loaderData;
  return (
    <div className="gallery-page">
      <title>{`${t("gallery.title")} | ${t("common.site_name")}`}</title>
      <meta name="description" content={t("gallery.description")} />
      <div className="page-header">
        <h1>{t("gallery.title")}</h1>
      </div>
      {albums.length === 0 ? (
        <p className="empty-state">{t("gallery.empty")}</p>
      ) : (
        <>
          <p className="gallery-intro">{t("gallery.intro")}</p>
          <ul className="gallery-albums">
            {albums.map((album, index) => (
              <li key={album.id}>
                <AlbumCard album={album} eager={index < 3} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
