/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in books-admin.ts).
 */
import { textsOf } from "../content/localized";
import { ARTICLE_DONE } from "./content-form";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { storageUrl } from "../storage/file-storage";
import { PUBLISH_NOW, bilingualFields, problemMessages, valuesOf } from "./content-fields";
import { languageColumns } from "./language-columns";
import { deleteBook, findBookForAdmin, listBooksForAdmin, saveBook, setBookPublished } from "./books-admin";

/** The booklets' list, shown and hidden, in their order. */
export const booksList: ContentListDefinition = {
  title: "admin.content.sections.booklets",
  add: "admin.content.books.add",
  caption: "admin.content.books.caption",
  empty: "admin.content.books.empty",
  deletedNotice: "admin.content.articles.done.deleted",
  columns: ["admin.content.books.name_col", "admin.content.books.order_col", "admin.content.books.status_col"],
  rows: async (deps) => ({
    rows: (await listBooksForAdmin(deps)).map((book) => ({
      id: book.id,
      cells: [
        { kind: "title", texts: textsOf(book, "name") },
        { kind: "number", value: book.sort_order },
        { kind: "status", on: book.published },
      ],
    })),
  }),
};

/** A booklet's add and edit pages. */
export const bookItem: ContentItemDefinition = {
  list: booksList,
  fields: [
    { kind: "note", text: "admin.content.books.names_hint" },
    ...bilingualFields("name", "admin.content.books.name"),
    {
      kind: "file",
      name: "cover",
      accept: "image",
      label: "admin.content.books.cover",
      hint: "admin.content.books.cover_hint",
      replaceHint: "admin.content.books.cover_replace_hint",
      current: "admin.content.books.cover_alt",
    },
    {
      kind: "file",
      name: "file",
      accept: "pdf",
      label: "admin.content.books.file",
      hint: "admin.content.books.file_hint",
      replaceHint: "admin.content.books.file_replace_hint",
      current: "admin.content.books.open_file",
    },
    {
      kind: "text",
      name: "sort_order",
      label: "admin.content.books.order",
      hint: "admin.content.books.order_hint",
      maxLength: 6,
      width: "short",
      input: "numeric",
      initial: "0",
    },
    PUBLISH_NOW,
  ],
  message: problemMessages(
    "admin.content.books.errors",
    [
      "name_missing",
      "name_too_long",
      "order_invalid",
      "cover_missing",
      "image_invalid",
      "image_too_large",
      "file_missing",
      "file_invalid",
      "file_too_large",
    ],
    {
      name_en: "name_missing",
      name_mr: "name_too_long",
      sort_order: "order_invalid",
      cover: "image_invalid",
      file: "file_invalid",
    },
  ),
  words: {
    list: "admin.content.sections.booklets",
    newHeading: "admin.content.books.add",
    create: "admin.content.articles.create_submit",
    heading: "admin.content.books.edit_title",
    save: "admin.content.articles.save_submit",
    deleteIntro: "admin.content.articles.delete_intro",
  },
  done: ARTICLE_DONE,
  load: async (deps, id) => {
    const book = await findBookForAdmin(deps, id);
    if (!book) return undefined;
    const { name_en, name_mr, sort_order, published } = book;
    return {
      title: name_en || name_mr,
      values: { ...valuesOf(book, languageColumns("name")), sort_order: String(sort_order) },
      current: { cover: `/storage/${book.image_key}/thumb.webp`, file: storageUrl(book.file) },
      published,
    };
  },
  save: saveBook,
  remove: deleteBook,
  publish: { publicPath: "/initiatives", set: setBookPublished },
};
