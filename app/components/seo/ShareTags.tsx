import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useRouteLoaderData } from "react-router";
import { languageUrl } from "~/lib/language-urls";
import { LOCALE_SETTINGS } from "~/i18n/locales";
import type { loader as rootLoader } from "~/root";

/** The picture link previews show for a page without one of its own (scripts/make-share-image.ts). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/share-card.png", width: 1200, height: 630 };

type Props = {
  title: string;
  description: string;
  type?: "website" | "article";
  /** A site path (e.g. /storage/…/full.jpg) and its size; the site's share card when absent. */
  image?: { path: string; width: number; height: number; alt?: string };
};

/**
 * Open Graph and Twitter card tags, so that a page shared on WhatsApp, Facebook or X shows
 * its title, a short description and a picture in the language it was shared in. React hoists the
 * meta tags into the document head.
 */
export function ShareTags({ title, description, type = "website", image }: Props) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname, search } = useLocation();
  if (!root) return null;
  const picture = image ?? DEFAULT_SHARE_IMAGE;
  const pictureUrl = `${root.siteUrl}${picture.path}`;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={t("seo.site_name")} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={languageUrl(root.siteUrl, pathname, search, root.locale)} />
      <meta property="og:locale" content={LOCALE_SETTINGS[root.locale].tag.replace("-", "_")} />
      <meta property="og:image" content={pictureUrl} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      {image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      {/* X reads og:title and og:description when its own are absent: saying them twice would
          cost the bytes that keep the page's heading in the first round trip. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={pictureUrl} />
    </>
  );
}
