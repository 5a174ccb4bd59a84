/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in albums-admin.ts).
 */
import { textsOf } from "../content/localized";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { PUBLISH_NOW, problemMessages } from "./content-fields";
import { deleteAlbum, findAlbumForAdmin, listAlbumsForAdmin, saveAlbum } from "./albums-admin";

/** The gallery's albums, with how many photos and videos each holds. */
export const albumsList: ContentListDefinition = {
  title: "admin.content.sections.albums",
  add: "admin.content.albums.add",
  caption: "admin.content.albums.caption",
  empty: "admin.content.albums.empty",
  deletedNotice: "admin.content.albums.done.deleted",
  columns: [
    "admin.content.albums.title_col",
    "admin.content.albums.status_col",
    "admin.content.albums.items_col",
    "admin.content.albums.updated_col",
  ],
  rows: async (deps) => ({
    rows: (await listAlbumsForAdmin(deps)).map((album) => ({
      id: album.id,
      cells: [
        { kind: "title", texts: textsOf(album, "title") },
        { kind: "status", on: album.published },
        { kind: "number", value: album.items },
        { kind: "date-time", value: album.updated_at },
      ],
    })),
  }),
};

/** The problems of an album's titles. */
const ALBUM_PROBLEMS = ["title_missing", "title_too_long"] as const;

/**
 * An album's titles: the add page, and the title form of the album's own page (with its photos and
 * videos, routes/admin/content-album.tsx, which the route table gives albums instead of the shared
 * edit page).
 */
export const albumItem: ContentItemDefinition = {
  list: albumsList,
  fields: [
    { kind: "text", name: "title_en", label: "admin.content.albums.title_en", maxLength: 300, input: "en" },
    {
      kind: "text",
      name: "title_mr",
      label: "admin.content.albums.title_mr",
      hint: "admin.content.albums.title_mr_hint",
      optional: true,
      maxLength: 300,
      input: "mr",
    },
    {
      kind: "text",
      name: "title_hi",
      label: "admin.content.albums.title_hi",
      optional: true,
      maxLength: 300,
      input: "hi",
    },
    PUBLISH_NOW,
  ],
  message: problemMessages("admin.content.albums.errors", ALBUM_PROBLEMS, {}),
  words: {
    list: "admin.content.sections.albums",
    newHeading: "admin.content.albums.add",
    create: "admin.content.articles.create_submit",
    heading: "admin.content.albums.edit_title",
    save: "admin.content.articles.save_submit",
  },
  done: {},
  load: async (deps, id) => {
    const album = await findAlbumForAdmin(deps, id);
    return (
      album && {
        title: album.title_en,
        values: { title_en: album.title_en, title_mr: album.title_mr, title_hi: album.title_hi },
      }
    );
  },
  save: saveAlbum,
  remove: deleteAlbum,
};
