import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { createLocalFileStorage } from "./file-storage";
import { InvalidImageError, MAX_IMAGE_HEIGHT, removeImage, storeImage } from "./images";

const storage = () => createLocalFileStorage(mkdtempSync(path.join(tmpdir(), "rp-images-")));

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret GPS here" } } })
    .jpeg()
    .toBuffer();
}

describe("storing images", () => {
  test("writes a JPEG fallback, a thumbnail and WebP and AVIF variants at each smaller width", async () => {
    const files = storage();
    const image = await storeImage(files, await photo(1000, 500), "news");
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect(image.key).toMatch(/^news\/[0-9a-f-]{36}$/);
    const written = readdirSync(path.join(files.root, image.key)).sort();
    expect(written).toEqual(
      ["full.jpg", "thumb.webp", "w1000.avif", "w1000.webp", "w320.avif", "w320.webp", "w640.avif", "w640.webp"].sort(),
    );
    const thumb = await sharp(path.join(files.root, image.key, "thumb.webp")).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  test("large photos are scaled down and metadata is removed", async () => {
    const files = storage();
    const image = await storeImage(files, await photo(3000, 2000), "gallery");
    expect(image).toMatchObject({ width: 1280, height: 853 });
    const meta = await sharp(path.join(files.root, image.key, "full.jpg")).metadata();
    expect(meta.exif).toBeUndefined();
  });

  test("very tall or narrow pictures are scaled to fit, not refused with a 500", async () => {
    for (const [width, height] of [
      [400, 17_000],
      [1, 70_000],
    ] as const) {
      const files = storage();
      const png = await sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
        .png()
        .toBuffer();
      const image = await storeImage(files, png, "news");
      expect(image.height).toBeLessThanOrEqual(MAX_IMAGE_HEIGHT);
      expect(image.width).toBeGreaterThanOrEqual(1);
      const full = await sharp(path.join(files.root, image.key, "full.jpg")).metadata();
      expect(full.height).toBe(image.height);
    }
  });

  test("a file that is not an image is refused", async () => {
    await expect(storeImage(storage(), Buffer.from("<svg onload=alert(1)>"), "news")).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    const truncated = (await photo(100, 100)).subarray(0, 40);
    await expect(storeImage(storage(), truncated, "news")).rejects.toBeInstanceOf(InvalidImageError);
  });

  test("removing an image removes every variant", async () => {
    const files = storage();
    const image = await storeImage(files, await photo(400, 300), "news");
    await removeImage(files, image.key);
    expect(readdirSync(path.join(files.root, "news"))).toEqual([]);
  });
});
