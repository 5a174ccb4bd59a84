/**
 * Where the stored variants of an image are, computed from its key and original width, so pages
 * can write `srcset`s without another database lookup. The image pipeline
 * (app/.server/storage/images.ts) writes exactly these files.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** The largest variant; bigger uploads are scaled down to it. */
export const MAX_IMAGE_WIDTH = 1280;
export const THUMBNAIL = { width: 400, height: 300 } as const;

/** An image as pages receive it: the folder of its variants and its intrinsic size. */
export type ImageRef = { key: string; width: number; height: number };

/** The widths generated for an image: each standard width below its own, and its own (capped). */
export function variantWidths(width: number): number[] {
  const full = Math.min(width, MAX_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < full), full];
}

export function variantKey(key: string, width: number, format: "webp" | "avif"): string {
  return `${key}/w${width}.${format}`;
}

export function imageSources(image: ImageRef) {
  const widths = variantWidths(image.width);
  const srcSet = (format: "webp" | "avif") =>
    widths.map((w) => `/storage/${variantKey(image.key, w, format)} ${w}w`).join(", ");
  return {
    /** Re-encoded JPEG fallback, for browsers without WebP. */
    src: `/storage/${image.key}/full.jpg`,
    webp: srcSet("webp"),
    avif: srcSet("avif"),
    thumbnail: `/storage/${image.key}/thumb.webp`,
    width: image.width,
    height: image.height,
  };
}
