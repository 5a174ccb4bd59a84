/**
 * Every image is decoded and re-encoded (never stored as uploaded): EXIF orientation applied, all
 * metadata dropped (phones put GPS positions in photos), and responsive WebP and AVIF variants plus
 * a thumbnail written beside a JPEG fallback. Pages on a commuter's phone then fetch only the width
 * they need.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_IMAGE_WIDTH, THUMBNAIL, variantKey, variantWidths, type ImageRef } from "~/lib/image-sources";
import type { FileStorage } from "./file-storage";
import { sniffFileType } from "./file-types";
import { StorageWriteError } from "./storage-unwritable";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
/**
 * The tallest picture kept: a scan of a long notice or a screenshot is scaled to fit. WebP cannot
 * hold more than 16,383 pixels a side and JPEG 65,535; a 400x17000 PNG answered 500 before.
 */
export const MAX_IMAGE_HEIGHT = 8192;

export class InvalidImageError extends Error {
  override name = "InvalidImageError";
}

/** Stores an image under `<folder>/<random id>/` and returns its reference. */
export async function storeImage(storage: FileStorage, data: Buffer, folder: string): Promise<ImageRef> {
  if (data.length > MAX_IMAGE_BYTES) throw new InvalidImageError("too large");
  const type = sniffFileType(data);
  if (type?.kind !== "image") throw new InvalidImageError("not an image");

  const { raw, width, height } = await decode(data);
  const key = `${folder}/${randomUUID()}`;

  const writes: Array<Promise<void>> = [
    toJpeg(raw()).then((jpeg) => storage.put(`${key}/full.jpg`, jpeg)),
    raw()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: "cover" })
      .webp({ quality: 72 })
      .toBuffer()
      .then((thumb) => storage.put(`${key}/thumb.webp`, thumb)),
  ];
  for (const w of variantWidths(width)) {
    const resized = () => raw().resize({ width: w });
    writes.push(
      resized()
        .webp({ quality: 75 })
        .toBuffer()
        .then((webp) => storage.put(variantKey(key, w, "webp"), webp)),
      resized()
        .avif({ quality: 50, effort: 2 })
        .toBuffer()
        .then((avif) => storage.put(variantKey(key, w, "avif"), avif)),
    );
  }
  const results = await Promise.allSettled(writes);
  const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
  if (failures.length > 0) {
    // No partly written variants stay behind to be served.
    await removeImage(storage, key).catch(() => undefined);
    // A store that cannot be written is said as such; whatever the image library refused, the
    // editor gets a clear "not a usable picture".
    const unwritable = failures.find((failure) => failure instanceof StorageWriteError);
    if (unwritable) throw unwritable;
    throw new InvalidImageError("could not encode the image");
  }
  return { key, width, height };
}

/**
 * One JPEG re-encoded from an upload, as `storeImage` makes its fallback, without writing anything:
 * for pictures kept elsewhere than the public storage (the photos citizens attach to reports).
 */
export async function reencodeAsJpeg(data: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  if (data.length > MAX_IMAGE_BYTES) throw new InvalidImageError("too large");
  if (sniffFileType(data)?.kind !== "image") throw new InvalidImageError("not an image");
  const { raw, width, height } = await decode(data);
  try {
    return { jpeg: await toJpeg(raw()), width, height };
  } catch {
    throw new InvalidImageError("could not encode the image");
  }
}

/**
 * Decodes an upload to raw sRGB pixels: EXIF orientation applied, the size bounded, and every
 * piece of metadata left behind (only pixels come out of this step).
 */
async function decode(data: Buffer): Promise<{ raw: () => sharp.Sharp; width: number; height: number }> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(data, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new InvalidImageError("unreadable image");
  }
  const { width, height, channels } = decoded.info;
  return { raw: () => sharp(decoded.data, { raw: { width, height, channels } }), width, height };
}

function toJpeg(image: sharp.Sharp): Promise<Buffer> {
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Removes an image and all its variants. */
export async function removeImage(storage: FileStorage, key: string): Promise<void> {
  await storage.remove(`${key}/`);
}
