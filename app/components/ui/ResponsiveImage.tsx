import { imageSources, type ImageRef } from "~/lib/image-sources";

/**
 * A stored image with AVIF and WebP variants and a JPEG fallback, explicit dimensions (no layout
 * shift) and lazy loading unless it is above the fold.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  altLang,
  eager = false,
  className,
}: {
  image: ImageRef;
  alt: string;
  /** The language of `alt` when it is not the page's (a description written in one language only). */
  altLang?: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const sources = imageSources(image);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        alt={alt}
        lang={altLang}
        width={sources.width}
        height={sources.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
