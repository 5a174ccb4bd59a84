import { z } from "zod";
import { columnValues, forEveryLanguage } from "./language-columns";
import type { ContentSort, ListSort } from "~/lib/content-views";
import { isCalendarDay } from "../auth/admin-forms";
import { text } from "../content/articles/articles-repository";
import { paginate, type Page } from "../content/paginate";
import type { DocumentKind } from "../db/tables/documents";
import { auditTitle, insertOrUpdate, saveAction, saveWithAudit } from "./content-audit";
import type { AuditedType } from "./content-audit";
import { errorsOf, type ContentActor, type ContentDeps, type ContentForm } from "./content-form";
import { receiveUploads, removeStored } from "./uploads";
import { pagedContentOrder } from "./list-sort";
/**
 * Staff managing press releases, tenders, recruitments and RTI documents (one table, told apart by
 * `kind`): a title in either language or both, the PDF itself (checked by its first bytes and its
 * size, stored under a generated name), an optional closing date, and whether the public sees it.
 * Public pages read the database on every request, so a change is on the website at once. Every
 * change is audited; deleting a document, or replacing its PDF, removes the old file.
 */

/** The admin sections of the documents area, by their path segment. */
export const DOCUMENT_SECTIONS = {
  "press-releases": { kind: "press_release", publicPath: "/press-release", folder: "documents/press-releases" },
  tenders: { kind: "tender", publicPath: "/tenders", folder: "documents/tenders" },
  recruitments: { kind: "recruitment", publicPath: "/recruitments", folder: "documents/recruitments" },
  rti: { kind: "rti", publicPath: "/RTI", folder: "documents/rti" },
} as const satisfies Record<string, { kind: DocumentKind; publicPath: string; folder: string }>;
export type DocumentSection = keyof typeof DOCUMENT_SECTIONS;
export const DOCUMENT_SECTION_NAMES = Object.keys(DOCUMENT_SECTIONS) as DocumentSection[];

/** Only tenders and recruitments close on a date. */
export const hasClosingDate = (section: DocumentSection) => section === "tenders" || section === "recruitments";

export function documentSectionOf(request: Request): DocumentSection {
  const segment = /^\/admin\/content\/([a-z-]+)/.exec(new URL(request.url).pathname)?.[1];
  if (segment && segment in DOCUMENT_SECTIONS) return segment as DocumentSection;
  throw new Error(`not a document section: ${segment ?? "(none)"}`);
}

export const ADMIN_DOCUMENTS_PER_PAGE = 25;

export const documentFormSchema = z
  .object({
    ...forEveryLanguage("title", z.string().max(300, "title_too_long").default("")),
    expires_on: z
      .string()
      .trim()
      .max(10, "date_invalid")
      .default("")
      .refine((value) => value === "" || isCalendarDay(value), "date_invalid"),
    published: z.enum(["on"]).optional(),
  })
  .refine((value) => value.title_en.trim() !== "" || value.title_mr.trim() !== "", {
    message: "title_missing",
    path: ["title_en"],
  });

export type DocumentAdminItem = {
  id: number;
  title_en: string | null;
  title_mr: string | null;
  title_hi: string | null;
  published: boolean;
  uploaded_file: string;
  expires_on: string | null;
  created_at: string;
  updated_at: string;
};

function toItem(row: {
  id: number;
  title_en: string | null;
  title_mr: string | null;
  title_hi: string | null;
  published: number;
  uploaded_file: string;
  expires_on: string | null;
  created_at: string;
  updated_at: string;
}): DocumentAdminItem {
  return { ...row, published: Number(row.published) === 1 };
}

const COLUMNS = [
  "id",
  "title_en",
  "title_mr",
  "title_hi",
  "published",
  "uploaded_file",
  "expires_on",
  "created_at",
  "updated_at",
] as const;

export async function listDocumentsForAdmin(
  deps: ContentDeps,
  kind: DocumentKind,
  page: number,
  sort: ListSort<ContentSort> | null = null,
): Promise<Page<DocumentAdminItem>> {
  let query = deps.db.selectFrom("documents").select(COLUMNS).where("kind", "=", kind);
  for (const [column, dir] of pagedContentOrder(sort)) query = query.orderBy(column, dir);
  const result = await paginate(query, page, ADMIN_DOCUMENTS_PER_PAGE);
  return { ...result, data: result.data.map(toItem) };
}

export async function findDocumentForAdmin(
  deps: ContentDeps,
  kind: DocumentKind,
  id: number,
): Promise<DocumentAdminItem | undefined> {
  const row = await deps.db
    .selectFrom("documents")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export type DocumentOutcome =
  { ok: true; id: number } | { ok: false; errors: Record<string, string>; status: 404 | 422 };

/** Creates (id null: the PDF is required) or updates (a new PDF replaces the old) a document. */
export async function saveDocument(
  deps: ContentDeps,
  actor: ContentActor,
  section: DocumentSection,
  id: number | null,
  form: ContentForm,
): Promise<DocumentOutcome> {
  const { kind, folder } = DOCUMENT_SECTIONS[section];
  const current = id === null ? undefined : await findDocumentForAdmin(deps, kind, id);
  if (id !== null && !current) return { ok: false, errors: {}, status: 404 };
  const parsed = documentFormSchema.safeParse(form.fields);
  const pdf = form.files("file")[0];
  const errors = parsed.success ? {} : errorsOf(parsed.error);
  if (id === null && !pdf) errors.file ??= "file_missing";
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, status: 422 };
  const stored = await receiveUploads(deps.storage, folder, [], pdf, { imagesAllowed: 0 });
  if (!stored.ok) return stored;

  const values = parsed.data;
  const now = deps.clock.now().toISOString();
  const title_en = text(values.title_en);
  const title_mr = text(values.title_mr);
  const expires_on = hasClosingDate(section) && values.expires_on !== "" ? values.expires_on : null;
  const newFile = stored.stored.file;
  let savedId: number;
  try {
    const saved = await saveWithAudit(deps, actor, async (trx) => {
      const savedId = await insertOrUpdate(trx, "documents", id, {
        insert: {
          kind,
          ...columnValues("title", values, text),
          uploaded_file: newFile!,
          expires_on,
          published: values.published === "on" ? 1 : 0,
          created_at: now,
          updated_at: now,
        },
        update: {
          ...columnValues("title", values, text),
          expires_on,
          updated_at: now,
          ...(newFile ? { uploaded_file: newFile } : {}),
        },
      });
      return {
        action: saveAction(id),
        target: { type: "document", id: savedId },
        details: {
          kind,
          title: auditTitle(title_en, title_mr),
          ...(id === null ? { published: values.published === "on" } : { pdf: newFile ? "replaced" : "kept" }),
        },
      };
    });
    savedId = saved.target.id;
  } catch (error) {
    await removeStored(deps.storage, stored.stored);
    throw error;
  }
  if (current && newFile) await deps.storage.remove(current.uploaded_file);
  return { ok: true, id: savedId };
}

/** A document of a section as its publish and delete buttons see it; a deleted one takes its PDF along. */
export const documentType = (section: DocumentSection): AuditedType<DocumentAdminItem> => {
  const { kind } = DOCUMENT_SECTIONS[section];
  return {
    table: "documents",
    target: "document",
    find: (deps, id) => findDocumentForAdmin(deps, kind, id),
    details: (document) => ({ kind, title: auditTitle(document.title_en, document.title_mr) }),
    // The publishing flag alone: updated_at is the date some public lists show, so it stays.
    flag: { column: "published", keepUpdatedAt: true, of: (document) => document.published },
    deletedDetails: () => ({ pdf: true }),
    removeFiles: (deps, document) => deps.storage.remove(document.uploaded_file),
  };
};
