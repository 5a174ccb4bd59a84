import { Link } from "react-router";
import type { AlbumCard as AlbumCardData } from "~/.server/content/gallery/gallery-service";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useGalleryText } from "./use-gallery-text";

/** The gallery grid: one column on phones, two from 600px, three from 900px. */
const COVER_SIZES = "(min-width: 75rem) 380px, (min-width: 56.25rem) 33vw, (min-width: 37.5rem) 50vw, 100vw";

/**
 * One album in the gallery grid. The title is the link; it stretches over the whole card so the
 * cover is clickable too, while screen readers hear one link named by the title.
 */
export function AlbumCard({ album, eager }: { album: AlbumCardData; eager: boolean }) {
  const text = useGalleryText();
  return (
    <article className="card gallery-album-card">
      <div className="gallery-album-cover">
        {album.cover ? (
          <ResponsiveImage image={album.cover} alt="" sizes={COVER_SIZES} eager={eager} />
        ) : (
          <span className="gallery-album-cover-empty" aria-hidden="true" />
        )}
      </div>
      <h2 className="gallery-album-title" lang={album.title.lang}>
        <Link to={`/album/${album.id}`} className="gallery-album-link">
          {album.title.text}
        </Link>
      </h2>
      <p className="gallery-album-count">{text.counts(album.photoCount, album.videoCount)}</p>
    </article>
  );
}
