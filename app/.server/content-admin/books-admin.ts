import { z } from "zod";
import { columnValues, forEveryLanguage } from "./language-columns";
import { text } from "../content/articles/articles-repository";
import type { BookRow } from "../db/tables/documents";
import {
  auditTitle,
  deleteWithAudit,
  insertOrUpdate,
  saveAction,
  saveWithAudit,
  setItemPublished,
} from "./content-audit";
import type { AuditedType } from "./content-audit";
import { errorsOf, sortOrderField, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { checkUploads, removeStored, storeUploads } from "./uploads";
/**
 * Staff managing the initiative booklets (/initiatives and /iapi/front/book): a name in either
 * language or both, a cover picture (re-encoded by the image pipeline with its thumbnail and
 * variants), the booklet's PDF, an order and whether the public sees it. Public pages read the
 * database on every request, so a change is on the website at once. Every change is audited;
 * replaced and deleted files are removed from storage.
 */

const COVER_FOLDER = "books/covers";
const FILE_FOLDER = "books";

export const bookFormSchema = z
  .object({
    ...forEveryLanguage("name", z.string().max(300, "name_too_long").default("")),
    sort_order: sortOrderField,
    published: z.enum(["on"]).optional(),
  })
  .refine((value) => value.name_en.trim() !== "" || value.name_mr.trim() !== "", {
    message: "name_missing",
    path: ["name_en"],
  });

const COLUMNS = [
  "id",
  "name_en",
  "name_mr",
  "name_hi",
  "image_key",
  "image_width",
  "image_height",
  "file",
  "sort_order",
  "published",
  "updated_at",
] as const;

/** A booklet as the staff screens read it: its row's columns above, with the flag as a boolean. */
export type BookAdmin = Omit<Pick<BookRow, (typeof COLUMNS)[number]>, "published"> & { published: boolean };

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
      const imageColumns = image
        ? { image_key: image.key, image_width: image.width, image_height: image.height }
        : undefined;
      const savedId = await insertOrUpdate(trx, "books", id, {
        insert: {
          ...columnValues("name", values, text),
          ...imageColumns!,
          file: file!,
          sort_order: values.sort_order,
          published: values.published === "on" ? 1 : 0,
          created_at: now,
          updated_at: now,
        },
        update: {
          ...columnValues("name", values, text),
          sort_order: values.sort_order,
          updated_at: now,
          ...(imageColumns ?? {}),
          ...(file ? { file } : {}),
        },
      });
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

/** The booklet as its publish and delete buttons see it; a deleted one takes its cover and PDF along. */
const BOOK: AuditedType<BookAdmin> = {
  table: "books",
  target: "book",
  find: findBookForAdmin,
  details: (book) => ({ kind: "book", title: auditTitle(book.name_en, book.name_mr) }),
  flag: { column: "published", of: (book) => book.published },
  removeFiles: (deps, book) => removeStored(deps.storage, { images: [{ key: book.image_key }], file: book.file }),
};

export const setBookPublished = (deps: ContentDeps, actor: ContentActor, id: number, published: boolean) =>
  setItemPublished(deps, actor, BOOK, id, published);

export const deleteBook = (deps: ContentDeps, actor: ContentActor, id: number) =>
  deleteWithAudit(deps, actor, BOOK, id);
