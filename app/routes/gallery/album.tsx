import { useCallback, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse } from "react-router";
import { parseId } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { createGalleryService } from "~/.server/content/gallery/gallery-service";
import { GalleryThumbnail } from "~/components/gallery/GalleryThumbnail";
import { Lightbox } from "~/components/gallery/Lightbox";
import { useGalleryText } from "~/components/gallery/use-gallery-text";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { BackButton } from "~/components/ui/BackButton";
import styles from "~/styles/pages/gallery.css?url";
import type { Route } from "./+types/album";

/** SPEC §2 albumView: the album's title and its photos and videos, opening in a lightbox. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A malformed id is as unknown as a missing one: the site's 404 page.
  const id = parseId(params.id);
  const album =
    id &&
    (await createGalleryService(context.get(servicesContext).db).findAlbum(id, context.get(requestContext).locale));
  if (!album) throw new Response("Not Found", { status: 404 });
  return { album };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export default function AlbumView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useGalleryText();
  const { album } = loaderData;
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<Array<HTMLAnchorElement | null>>([]);
  const names = album.items.map((item, index) => text.itemName(item, index + 1));

  // Focus returns to the thumbnail of the item the visitor was looking at, keeping their place.
  const onClosed = useCallback((last: number) => {
    setOpen(null);
    thumbnails.current[last]?.focus();
  }, []);

  return (
    <div className="gallery-album">
      <title>{`${album.title.text} | ${t("gallery.title")} | ${t("common.site_name")}`}</title>
      <meta name="description" content={t("gallery.album.description", { title: album.title.text })} />
      <div className="page-header">
        <h1 lang={album.title.lang}>{album.title.text}</h1>
        <BackButton fallback="/gallery" />
      </div>
      {album.items.length === 0 ? (
        <p className="empty-state">{t("gallery.album.empty")}</p>
      ) : (
        <>
          <p className="gallery-intro">
            {text.counts(album.photoCount, album.videoCount)}. {t("gallery.album.intro")}
          </p>
          <ul className="gallery-grid">
            {album.items.map((item, index) => (
              <li key={item.id}>
                <GalleryThumbnail
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  item={item}
                  name={names[index]!}
                  eager={index < 4}
                  onOpen={() => setOpen(index)}
                />
              </li>
            ))}
          </ul>
          <Lightbox
            title={album.title}
            items={album.items}
            names={names}
            index={open}
            onNavigate={setOpen}
            onClosed={onClosed}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
