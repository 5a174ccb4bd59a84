/**
 * Staff uploads for the content screens. Every file is judged by its first bytes (never by its
 * name or the type the browser claimed) and its size before anything is written, so a disguised
 * file refuses the whole post and nothing is saved. Images then go through the image pipeline
 * (decoded, re-encoded, metadata dropped, thumbnail and responsive variants), exactly as the demo
 * content does; PDFs are stored under a generated name. A failure half-way removes what this post
 * had already stored.
 */
import type { ImageRef } from "~/lib/image-sources";
import type { FileStorage } from "../storage/file-storage";
import { MAX_DOCUMENT_BYTES, storeFile } from "../storage/documents";
import { sniffFileType } from "../storage/file-types";
import { InvalidImageError, MAX_IMAGE_BYTES, removeImage, storeImage } from "../storage/images";
import { orStorageUnavailable } from "../storage/storage-unwritable";

export const MAX_IMAGES_PER_ITEM = 12;
export { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES };

export type UploadProblem = "image_invalid" | "image_too_large" | "too_many_images" | "file_invalid" | "file_too_large";

export type StoredUploads = { images: ImageRef[]; file: string | null };

type Checked =
  { ok: true; images: Buffer[]; pdf: Buffer | null } | { ok: false; field: string; problem: UploadProblem };

/** Reads and checks the uploads of one post; writes nothing. */
export async function checkUploads(
  images: File[],
  pdf: File | undefined,
  options: { imagesAllowed: number; imageField?: string; fileField?: string },
): Promise<Checked> {
  const imageField = options.imageField ?? "images";
  const fileField = options.fileField ?? "file";
  if (images.length > options.imagesAllowed) return { ok: false, field: imageField, problem: "too_many_images" };
  const imageData: Buffer[] = [];
  for (const image of images) {
    if (image.size > MAX_IMAGE_BYTES) return { ok: false, field: imageField, problem: "image_too_large" };
    const data = Buffer.from(await image.arrayBuffer());
    if (sniffFileType(data)?.kind !== "image") return { ok: false, field: imageField, problem: "image_invalid" };
    imageData.push(data);
  }
  let pdfData: Buffer | null = null;
  if (pdf) {
    if (pdf.size > MAX_DOCUMENT_BYTES) return { ok: false, field: fileField, problem: "file_too_large" };
    pdfData = Buffer.from(await pdf.arrayBuffer());
    if (sniffFileType(pdfData)?.ext !== "pdf") return { ok: false, field: fileField, problem: "file_invalid" };
  }
  return { ok: true, images: imageData, pdf: pdfData };
}

/**
 * Stores checked uploads under `folder`. An image that passes the byte check but cannot be
 * decoded is refused here, and everything already stored by this call is removed again; a store
 * that cannot be written answers 503 (storage/storage-unwritable.ts).
 */
export async function storeUploads(
  storage: FileStorage,
  folder: string,
  checked: { images: Buffer[]; pdf: Buffer | null },
  imageField = "images",
): Promise<{ ok: true; stored: StoredUploads } | { ok: false; field: string; problem: UploadProblem }> {
  const images: ImageRef[] = [];
  return orStorageUnavailable(async () => {
    try {
      for (const data of checked.images) images.push(await storeImage(storage, data, folder));
    } catch (error) {
      await removeStored(storage, { images, file: null });
      if (error instanceof InvalidImageError)
        return { ok: false, field: imageField, problem: "image_invalid" } as const;
      throw error;
    }
    try {
      const file = checked.pdf ? await storeFile(storage, checked.pdf, folder, ["pdf"]) : null;
      return { ok: true, stored: { images, file } } as const;
    } catch (error) {
      await removeStored(storage, { images, file: null });
      throw error;
    }
  });
}

/**
 * Checks and then stores the uploads of one post under `folder` (articles, documents): what was
 * stored, or the refusal the form shows (the field and its problem) with nothing left stored.
 */
export async function receiveUploads(
  storage: FileStorage,
  folder: string,
  images: File[],
  pdf: File | undefined,
  options: { imagesAllowed: number },
): Promise<{ ok: true; stored: StoredUploads } | { ok: false; errors: Record<string, string>; status: 422 }> {
  const checked = await checkUploads(images, pdf, options);
  const stored = checked.ok ? await storeUploads(storage, folder, checked) : checked;
  return stored.ok ? stored : { ok: false, errors: { [stored.field]: stored.problem }, status: 422 };
}

/** Removes stored files (after a failed write, or when their item is deleted). */
export async function removeStored(
  storage: FileStorage,
  stored: { images: Array<{ key: string }>; file: string | null },
): Promise<void> {
  for (const image of stored.images) await removeImage(storage, image.key);
  if (stored.file) await storage.remove(stored.file);
}

/**
 * The one optional photo of a person's form (officers, former commissioners, leaders): checked by
 * its bytes and stored through the image pipeline; `image` is undefined when none was chosen.
 */
export async function storePhoto(
  storage: FileStorage,
  folder: string,
  photo: File | undefined,
): Promise<{ ok: true; image: ImageRef | undefined } | { ok: false; field: string; problem: UploadProblem }> {
  const checked = await checkUploads(photo ? [photo] : [], undefined, { imagesAllowed: 1, imageField: "photo" });
  if (!checked.ok) return checked;
  const stored = await storeUploads(storage, folder, checked, "photo");
  if (!stored.ok) return stored;
  return { ok: true, image: stored.stored.images[0] };
}

/** Removes one stored photo by its key (nothing when there is none). */
export async function removePhoto(storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (key) await removeStored(storage, { images: [{ key }], file: null });
}
