/**
 * The photos and videos in an album: adding photos (several in one post, each with its caption in
 * both languages, which is also the photo's text alternative on the public pages), adding a video
 * (a YouTube or Vimeo page, or an uploaded file with optional captions), editing an item's words
 * and removing an item with its files. A refused upload saves nothing from the post; files are
 * removed only after the transaction that stopped pointing at them committed.
 */
import { z } from "zod";
import { text } from "../content/articles/articles-repository";
import type { AlbumItem, NewAlbumItem } from "../db/tables/gallery";
import { saveWithAudit } from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { albumChange, findAlbumForAdmin, removeItemFiles, type AlbumOutcome } from "./albums-admin";
import { checkUploads, removeStored, storeUploads } from "./uploads";
import { checkVideoUpload, providerVideoUrl, storeVideo } from "./video-uploads";
import { columnValues, forEveryLanguage, languageColumns, type LanguageColumn } from "./language-columns";
import type { ImageRef } from "~/lib/image-sources";

/** How many photos the upload form offers at once (each up to 10 MB; a post is at most 40 MB). */
export const PHOTO_SLOTS = 4;
const PHOTO_FOLDER = "gallery";
const MAX_CAPTION = 300;
const MAX_DESCRIPTION = 2000;

const optional = (max: number, problem: string) => z.string().max(max, problem).default("");

/** A photo's captions, one per language, each at most MAX_CAPTION characters. */
const captionsSchema = z.object(forEveryLanguage("caption", optional(MAX_CAPTION, "caption_too_long")));

export const itemTextSchema = captionsSchema.extend(
  forEveryLanguage("description", optional(MAX_DESCRIPTION, "description_too_long")),
);

function itemText(values: z.output<typeof itemTextSchema>) {
  return { ...columnValues("caption", values, text), ...columnValues("description", values, text) };
}

/** The sort order after the album's last item. */
async function nextOrder(deps: ContentDeps, albumId: number): Promise<number> {
  const row = await deps.db
    .selectFrom("album_items")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .where("album_id", "=", albumId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 10;
}

const notFound = { ok: false, errors: {}, status: 404 } as const;

/**
 * Adds the photos of the upload form's slots (`photo_N` with a caption per language, `caption_en_N` …).
 * Every file is checked before any is stored, so one disguised file refuses the whole post.
 */
export async function addPhotos(
  deps: ContentDeps,
  actor: ContentActor,
  albumId: number,
  form: ContentForm,
): Promise<AlbumOutcome> {
  const album = await findAlbumForAdmin(deps, albumId);
  if (!album) return notFound;
  const errors: Record<string, string> = {};
  const slots: Array<{ n: number; data: Buffer; captions: Record<LanguageColumn<"caption">, string | null> }> = [];
  for (let n = 1; n <= PHOTO_SLOTS; n++) {
    const file = form.files(`photo_${n}`)[0];
    const captions = captionsSchema.safeParse(
      Object.fromEntries(languageColumns("caption").map((column) => [column, form.fields[`${column}_${n}`]])),
    );
    if (!captions.success) {
      for (const [field, problem] of Object.entries(errorsOf(captions.error))) errors[`${field}_${n}`] = problem;
      continue;
    }
    if (!file) {
      if (Object.values(captions.data).some((caption) => caption.trim())) errors[`photo_${n}`] = "photo_missing";
      continue;
    }
    const checked = await checkUploads([file], undefined, { imagesAllowed: 1, imageField: `photo_${n}` });
    if (!checked.ok) {
      errors[checked.field] = checked.problem;
      continue;
    }
    slots.push({
      n,
      data: checked.images[0]!,
      captions: columnValues("caption", captions.data, text),
    });
  }
  if (slots.length === 0 && Object.keys(errors).length === 0) errors.photo_1 = "photos_missing";
  if (Object.keys(errors).length > 0) return { ok: false, errors, status: 422 };

  const stored: ImageRef[] = [];
  for (const slot of slots) {
    const one = await storeUploads(deps.storage, PHOTO_FOLDER, { images: [slot.data], pdf: null }, `photo_${slot.n}`);
    if (!one.ok) {
      await removeStored(deps.storage, { images: stored, file: null });
      return { ok: false, errors: { [one.field]: one.problem }, status: 422 };
    }
    stored.push(one.stored.images[0]!);
  }

  const now = deps.clock.now().toISOString();
  try {
    await saveWithAudit(deps, actor, async (trx) => {
      const first = await nextOrder({ ...deps, db: trx }, albumId);
      await trx
        .insertInto("album_items")
        .values(
          slots.map((slot, index) => ({
            album_id: albumId,
            kind: "image" as const,
            image_key: stored[index]!.key,
            image_width: stored[index]!.width,
            image_height: stored[index]!.height,
            ...slot.captions,
            sort_order: first + index * 10,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx.updateTable("albums").set({ updated_at: now }).where("id", "=", albumId).execute();
      return albumChange("content_updated", album, { images_added: slots.length });
    });
  } catch (error) {
    await removeStored(deps.storage, { images: stored, file: null });
    throw error;
  }
  return { ok: true, id: albumId };
}

export const videoFormSchema = itemTextSchema.extend({ video_url: z.string().max(500, "url_unsupported").default("") });

/** Adds a video: a provider page (`video_url`) or an uploaded file (`video`, optional `captions`). */
export async function addVideo(
  deps: ContentDeps,
  actor: ContentActor,
  albumId: number,
  form: ContentForm,
): Promise<AlbumOutcome> {
  const album = await findAlbumForAdmin(deps, albumId);
  if (!album) return notFound;
  const parsed = videoFormSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const file = form.files("video")[0];
  const captions = form.files("captions")[0];
  const address = parsed.data.video_url.trim();
  if (address && file) return { ok: false, errors: { video_url: "video_both" }, status: 422 };
  if (!address && !file) return { ok: false, errors: { video_url: "video_missing" }, status: 422 };

  let source: Pick<NewAlbumItem, "video_url" | "video_key" | "captions_key">;
  if (address) {
    if (captions) return { ok: false, errors: { captions: "captions_need_file" }, status: 422 };
    const url = providerVideoUrl(address);
    if (!url.ok) return { ok: false, errors: { video_url: url.problem }, status: 422 };
    source = { video_url: url.url };
  } else {
    const checked = await checkVideoUpload(file!, captions);
    if (!checked.ok) return { ok: false, errors: { [checked.field]: checked.problem }, status: 422 };
    source = await storeVideo(deps.storage, checked);
  }

  const now = deps.clock.now().toISOString();
  try {
    await saveWithAudit(deps, actor, async (trx) => {
      await trx
        .insertInto("album_items")
        .values({
          album_id: albumId,
          kind: "video",
          ...source,
          ...itemText(parsed.data),
          sort_order: await nextOrder({ ...deps, db: trx }, albumId),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.updateTable("albums").set({ updated_at: now }).where("id", "=", albumId).execute();
      return albumChange("content_updated", album, {
        video_added: source.video_url ? "provider_link" : "uploaded_file",
        captions: Boolean(source.captions_key),
      });
    });
  } catch (error) {
    if (source.video_key) await deps.storage.remove(source.video_key);
    if (source.captions_key) await deps.storage.remove(source.captions_key);
    throw error;
  }
  return { ok: true, id: albumId };
}

export async function findAlbumItem(
  deps: ContentDeps,
  albumId: number,
  itemId: number,
): Promise<{ album: { id: number; title_en: string }; item: AlbumItem; position: number } | undefined> {
  const album = await findAlbumForAdmin(deps, albumId);
  const position = album?.items.findIndex((item) => item.id === itemId) ?? -1;
  if (!album || position === -1) return undefined;
  return { album, item: album.items[position]!, position: position + 1 };
}

/** Saves an item's caption (its text alternative) and description in both languages. */
export async function updateAlbumItem(
  deps: ContentDeps,
  actor: ContentActor,
  albumId: number,
  itemId: number,
  form: ContentForm,
): Promise<AlbumOutcome> {
  const found = await findAlbumItem(deps, albumId, itemId);
  if (!found) return notFound;
  const parsed = itemTextSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const now = deps.clock.now().toISOString();
  await saveWithAudit(deps, actor, async (trx) => {
    await trx
      .updateTable("album_items")
      .set({ ...itemText(parsed.data), updated_at: now })
      .where("id", "=", itemId)
      .execute();
    await trx.updateTable("albums").set({ updated_at: now }).where("id", "=", albumId).execute();
    return albumChange("content_updated", found.album, { item_changed: itemId });
  });
  return { ok: true, id: albumId };
}

/** Removes one item; a photo that was the cover gives way to the first photo. */
export async function deleteAlbumItem(
  deps: ContentDeps,
  actor: ContentActor,
  albumId: number,
  itemId: number,
): Promise<boolean> {
  const album = await findAlbumForAdmin(deps, albumId);
  const item = album?.items.find((candidate) => candidate.id === itemId);
  if (!album || !item) return false;
  const now = deps.clock.now().toISOString();
  const wasCover = item.image_key !== null && album.cover_key === item.image_key;
  await saveWithAudit(deps, actor, async (trx) => {
    await trx.deleteFrom("album_items").where("id", "=", itemId).execute();
    await trx
      .updateTable("albums")
      .set({ updated_at: now, ...(wasCover ? { cover_key: null, cover_width: null, cover_height: null } : {}) })
      .where("id", "=", albumId)
      .execute();
    return albumChange("content_updated", album, {
      item_removed: item.kind === "image" ? "photo" : "video",
    });
  });
  await removeItemFiles(deps, [item]);
  return true;
}
