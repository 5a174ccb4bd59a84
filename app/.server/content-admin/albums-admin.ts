import { z } from "zod";
import { text } from "../content/articles/articles-repository";
import { albumItemsInOrder } from "../content/gallery/gallery-repository";
import type { Db } from "../db/connection";
import type { Album, AlbumItem } from "../db/tables/gallery";
import { auditTitle, deleteWithAudit, insertOrUpdate, saveWithAudit, setItemPublished } from "./content-audit";
import type { AuditedChange, ContentAuditAction, AuditedType } from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { removeStored } from "./uploads";
/**
 * Staff managing the gallery's albums (/gallery and /album/:id): the title in English (required,
 * the column is NOT NULL) and Marathi, whether the public sees it, its cover and the order of its
 * photos and videos. The items themselves are added and edited in album-items-admin.ts. Public
 * pages read the database on every request, so a change is on the website at once. Every change
 * is audited in the same transaction; deleting an album removes all its stored files afterwards.
 */

const MAX_TITLE = 300;

export const albumFormSchema = z.object({
  title_en: z.string().trim().min(1, "title_missing").max(MAX_TITLE, "title_too_long"),
  title_mr: z.string().max(MAX_TITLE, "title_too_long").default(""),
  title_hi: z.string().max(MAX_TITLE, "title_too_long").default(""),
  published: z.enum(["on"]).optional(),
});

export type AlbumAdminListItem = {
  id: number;
  title_en: string;
  title_mr: string | null;
  title_hi: string | null;
  published: boolean;
  items: number;
  updated_at: string;
};

export async function listAlbumsForAdmin(deps: ContentDeps): Promise<AlbumAdminListItem[]> {
  const rows = await deps.db
    .selectFrom("albums")
    .select((eb) => [
      "albums.id",
      "albums.title_en",
      "albums.title_mr",
      "albums.title_hi",
      "albums.published",
      "albums.updated_at",
      eb
        .selectFrom("album_items")
        .whereRef("album_items.album_id", "=", "albums.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("items"),
    ])
    .orderBy("albums.created_at", "desc")
    .orderBy("albums.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, published: Number(row.published) === 1, items: Number(row.items ?? 0) }));
}

export type AlbumForAdmin = Omit<Album, "published"> & { published: boolean; items: AlbumItem[] };

/** An album with its items in the order the public sees them. */
export async function findAlbumForAdmin(deps: { db: Db }, id: number): Promise<AlbumForAdmin | undefined> {
  const album = await deps.db.selectFrom("albums").selectAll().where("id", "=", id).executeTakeFirst();
  if (!album) return undefined;
  const items = await albumItemsInOrder(deps.db, id);
  return { ...album, published: Number(album.published) === 1, items };
}

export type AlbumOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** One change to an album (its items included) as the audit log records it (saveWithAudit). */
export function albumChange(
  action: ContentAuditAction,
  album: { id: number; title_en: string },
  details: Record<string, string | number | boolean | null> = {},
): AuditedChange {
  return {
    action,
    target: { type: "album", id: album.id },
    details: { kind: "album", title: auditTitle(album.title_en), ...details },
  };
}

/** Creates (id null) or renames an album. Publishing an existing album has its own action. */
export async function saveAlbum(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  form: ContentForm,
): Promise<AlbumOutcome> {
  if (id !== null && !(await findAlbumForAdmin(deps, id))) return { ok: false, errors: {}, status: 404 };
  const parsed = albumFormSchema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error), status: 422 };
  const title_en = parsed.data.title_en;
  const title_mr = text(parsed.data.title_mr);
  const title_hi = text(parsed.data.title_hi);
  const published = parsed.data.published === "on";
  const now = deps.clock.now().toISOString();
  const saved = await saveWithAudit(deps, actor, async (trx) => {
    const titles = { title_en, title_mr, title_hi, updated_at: now };
    const savedId = await insertOrUpdate(trx, "albums", id, {
      insert: { ...titles, published: published ? 1 : 0, created_at: now },
      update: titles,
    });
    return id === null
      ? albumChange("content_created", { id: savedId, title_en }, { published })
      : albumChange("content_updated", { id: savedId, title_en });
  });
  return { ok: true, id: saved.target.id };
}

/** The stored files of an album's items: photos (with their variants), video files and captions. */
export function itemFiles(items: AlbumItem[]): { images: Array<{ key: string }>; files: string[] } {
  return {
    images: items.flatMap((item) => (item.image_key ? [{ key: item.image_key }] : [])),
    files: items.flatMap((item) => [item.video_key, item.captions_key].filter((key): key is string => key !== null)),
  };
}

/** Removes files the database no longer points at (only ever after the transaction committed). */
export async function removeItemFiles(deps: ContentDeps, items: AlbumItem[], extraImages: string[] = []) {
  const { images, files } = itemFiles(items);
  await removeStored(deps.storage, { images: [...images, ...extraImages.map((key) => ({ key }))], file: null });
  for (const file of files) await deps.storage.remove(file);
}

/** An album as its publish and delete buttons see it; a deleted one takes its items and all their files along. */
const ALBUM: AuditedType<AlbumForAdmin> = {
  table: "albums",
  target: "album",
  find: findAlbumForAdmin,
  details: (album) => albumChange("content_updated", album).details,
  flag: { column: "published", of: (album) => album.published },
  deletedDetails: (album) => ({ items: album.items.length }),
  deleteDependents: async (trx, id) => {
    await trx.deleteFrom("album_items").where("album_id", "=", id).execute();
  },
  removeFiles: async (deps, album) => {
    // The cover is normally one of the photos; an older album may have a separate cover picture.
    const separateCover =
      album.cover_key && !album.items.some((item) => item.image_key === album.cover_key) ? [album.cover_key] : [];
    await removeItemFiles(deps, album.items, separateCover);
  },
};

export const setAlbumPublished = (deps: ContentDeps, actor: ContentActor, id: number, published: boolean) =>
  setItemPublished(deps, actor, ALBUM, id, published);

/** Deletes an album, its items and then every file they stored. */
export const deleteAlbum = (deps: ContentDeps, actor: ContentActor, id: number) =>
  deleteWithAudit(deps, actor, ALBUM, id);

/** Makes one of the album's photos its cover, or (itemId null) goes back to the first photo. */
export async function setAlbumCover(
  deps: ContentDeps,
  actor: ContentActor,
  id: number,
  itemId: number | null,
): Promise<boolean> {
  const current = await findAlbumForAdmin(deps, id);
  if (!current) return false;
  const item = itemId === null ? null : current.items.find((candidate) => candidate.id === itemId);
  if (item === undefined || (item && (item.kind !== "image" || !item.image_key))) return false;
  await saveWithAudit(deps, actor, async (trx) => {
    await trx
      .updateTable("albums")
      .set({
        cover_key: item?.image_key ?? null,
        cover_width: item?.image_width ?? null,
        cover_height: item?.image_height ?? null,
        updated_at: deps.clock.now().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    return albumChange("content_updated", current, { cover: item ? item.id : "first_photo" });
  });
  return true;
}

/**
 * Moves an item one place up or down. The whole album is renumbered 10, 20, 30 … in the new
 * order, so items that shared a sort order (older data) move predictably too.
 */
export async function moveAlbumItem(
  deps: ContentDeps,
  actor: ContentActor,
  id: number,
  itemId: number,
  direction: "up" | "down",
): Promise<boolean> {
  const current = await findAlbumForAdmin(deps, id);
  if (!current) return false;
  const order = current.items.map((item) => item.id);
  const from = order.indexOf(itemId);
  if (from === -1) return false;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return true;
  [order[from], order[to]] = [order[to]!, order[from]!];
  const now = deps.clock.now().toISOString();
  await saveWithAudit(deps, actor, async (trx) => {
    for (const [index, each] of order.entries())
      await trx
        .updateTable("album_items")
        .set({ sort_order: (index + 1) * 10 })
        .where("id", "=", each)
        .execute();
    await trx.updateTable("albums").set({ updated_at: now }).where("id", "=", id).execute();
    return albumChange("content_updated", current, { moved: itemId, direction });
  });
  return true;
}

/** The confirmations the album pages show after a redirect (`?done=`). */
export const ALBUM_DONE = [
  "created",
  "saved",
  "published",
  "unpublished",
  "deleted",
  "photos_added",
  "video_added",
  "moved",
  "cover",
  "item_saved",
  "item_removed",
] as const;
export type AlbumDone = (typeof ALBUM_DONE)[number];

export function albumDoneOf(request: Request): AlbumDone | null {
  const done = new URL(request.url).searchParams.get("done");
  return ALBUM_DONE.includes(done as AlbumDone) ? (done as AlbumDone) : null;
}
