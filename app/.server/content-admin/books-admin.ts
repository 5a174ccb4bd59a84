/**
 * Staff managing the initiative booklets (/initiatives and /iapi/front/book): a name in either
 * language or both, a cover picture (re-encoded by the image pipeline with its thumbnail and
 * variants), the booklet's PDF, an order and whether the public sees it. Public pages read the
 * database on every request, so a change is on the website at once. Every change is audited;
 * replaced and deleted files are removed from storage.
 */
import { z } from "zod";
import { text } from "../content/articles/articles-repository";
import { auditTitle, saveAction, saveWithAudit, setPublishedWithAudit } from "./content-audit";
import { ARTICLE_DONE, errorsOf, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { checkUploads, removeStored, storeUploads } from "./uploads";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { storageUrl } from "../storage/file-storage";
import { PUBLISH_NOW, bilingualFields, problemMessages } from "./content-fields";

const COVER_FOLDER = "books/covers";
const FILE_FOLDER = "books";

export const bookFormSchema = z
  .object({
    name_en: z.string().max(300, "name_too_long").default(""),
    name_mr: z.string().max(300, "name_too_long").default(""),
    sort_order: z
      .string()
      .trim()
      .default("0")
      .refine((value) => /^-?\d{1,5}$/.test(value || "0"), "order_invalid")
      .transform((value) => Number(value || "0")),
    published: z.enum(["on"]).optional(),
  })
  .refine((value) => value.name_en.trim() !== "" || value.name_mr.trim() !== "", {
    message: "name_missing",
    path: ["name_en"],
  });

export type BookAdmin = {
  id: number;
  name_en: string | null;
  name_mr: string | null;
  image_key: string;
  image_width: number;
  image_height: number;
  file: string;
  sort_order: number;
  published: boolean;
  updated_at: string;
};

const COLUMNS = [
  "id",
  "name_en",
  "name_mr",
  "image_key",
  "image_width",
  "image_height",
  "file",
  "sort_order",
  "published",
  "updated_at",
] as const;

export async function listBooksForAdmin(deps: ContentDeps): Promise<BookAdmin[]> {
  const rows = await deps.db.selectFrom("books").select(COLUMNS).orderBy("sort_order").orderBy("id", "desc").execute();
  return rows.map((row) => ({ ...row, published: Number(row.published) === 1 }));
}

export async function findBookForAdmin(deps: ContentDeps, id: number): Promise<BookAdmin | undefined> {
  const row = await deps.db.selectFrom("books").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? { ...row, published: Number(row.published) === 1 } : undefined;
}

export type BookOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** Creates (id null: cover and PDF required) or updates (new uploads replace the old) a booklet. */
export async function saveBook(
  deps: ContentDeps,
  actor: ContentActor,
  id: number | null,
  form: ContentForm,
): Promise<BookOutcome> {
  const current = id === null ? undefined : await findBookForAdmin(deps, id);
  if (id !== null && !current) return { ok: false, errors: {}, status: 404 };
  const parsed = bookFormSchema.safeParse(form.fields);
  const cover = form.files("cover")[0];
  const pdf = form.files("file")[0];
  const errors = parsed.success ? {} : errorsOf(parsed.error);
  if (id === null && !cover) errors.cover ??= "cover_missing";
  if (id === null && !pdf) errors.file ??= "file_missing";
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, status: 422 };
  const checked = await checkUploads(cover ? [cover] : [], pdf, { imagesAllowed: 1, imageField: "cover" });
  if (!checked.ok) return { ok: false, errors: { [checked.field]: checked.problem }, status: 422 };
  const storedCover = await storeUploads(deps.storage, COVER_FOLDER, { images: checked.images, pdf: null }, "cover");
  if (!storedCover.ok) return { ok: false, errors: { [storedCover.field]: storedCover.problem }, status: 422 };
  const storedFile = await storeUploads(deps.storage, FILE_FOLDER, { images: [], pdf: checked.pdf });
  if (!storedFile.ok) {
    await removeStored(deps.storage, storedCover.stored);
    return { ok: false, errors: { [storedFile.field]: storedFile.problem }, status: 422 };
  }
  const image = storedCover.stored.images[0];
  const file = storedFile.stored.file;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const name_en = text(values.name_en);
  const name_mr = text(values.name_mr);
  let savedId: number;
  try {
    const saved = await saveWithAudit(deps, actor, async (trx) => {
      let savedId = id;
      const imageColumns = image
        ? { image_key: image.key, image_width: image.width, image_height: image.height }
        : undefined;
      if (savedId === null) {
        savedId = (
          await trx
            .insertInto("books")
            .values({
              name_en,
              name_mr,
              ...imageColumns!,
              file: file!,
              sort_order: values.sort_order,
              published: values.published === "on" ? 1 : 0,
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        await trx
          .updateTable("books")
          .set({
            name_en,
            name_mr,
            sort_order: values.sort_order,
            updated_at: now,
            ...(imageColumns ?? {}),
            ...(file ? { file } : {}),
          })
          .where("id", "=", savedId)
          .execute();
      }
      return {
        action: saveAction(id),
        target: { type: "book", id: savedId },
        details: {
          kind: "book",
          title: auditTitle(name_en, name_mr),
          ...(id === null
            ? { published: values.published === "on" }
            : { cover: image ? "replaced" : "kept", pdf: file ? "replaced" : "kept" }),
        },
      };
    });
    savedId = saved.target.id;
  } catch (error) {
    await removeStored(deps.storage, { images: image ? [image] : [], file });
    throw error;
  }
  if (current)
    await removeStored(deps.storage, {
      images: image ? [{ key: current.image_key }] : [],
      file: file ? current.file : null,
    });
  return { ok: true, id: savedId };
}

const bookDetails = (book: BookAdmin) => ({ kind: "book", title: auditTitle(book.name_en, book.name_mr) });

export async function setBookPublished(
  deps: ContentDeps,
  actor: ContentActor,
  id: number,
  published: boolean,
): Promise<boolean> {
  const current = await findBookForAdmin(deps, id);
  return setPublishedWithAudit(
    deps,
    actor,
    { table: "books", column: "published" },
    published,
    current && {
      on: current.published,
      change: { target: { type: "book", id }, details: bookDetails(current) },
    },
  );
}

export async function deleteBook(deps: ContentDeps, actor: ContentActor, id: number): Promise<boolean> {
  const current = await findBookForAdmin(deps, id);
  if (!current) return false;
  await saveWithAudit(deps, actor, async (trx) => {
    await trx.deleteFrom("books").where("id", "=", id).execute();
    return { action: "content_deleted", target: { type: "book", id }, details: bookDetails(current) };
  });
  await removeStored(deps.storage, { images: [{ key: current.image_key }], file: current.file });
  return true;
}

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
        { kind: "title", en: book.name_en, mr: book.name_mr },
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
    ...bilingualFields("name", { en: "admin.content.books.name_en", mr: "admin.content.books.name_mr" }),
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
      values: { name_en, name_mr, sort_order: String(sort_order) },
      current: { cover: `/storage/${book.image_key}/thumb.webp`, file: storageUrl(book.file) },
      published,
    };
  },
  save: saveBook,
  remove: deleteBook,
  publish: { publicPath: "/initiatives", set: setBookPublished },
};
