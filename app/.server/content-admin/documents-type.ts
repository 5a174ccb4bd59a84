/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in documents-admin.ts).
 */
import { textsOf } from "../content/localized";
import { ARTICLE_DONE } from "./content-form";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { storageUrl } from "../storage/file-storage";
import {
  PUBLISH_NOW,
  bilingualFields,
  dateField,
  itemWords,
  pdfField,
  problemMessages,
  valuesOf,
} from "./content-fields";
import { deleteWithAudit, setItemPublished } from "./content-audit";
import { languageColumns } from "./language-columns";
import { PAGED_CONTENT_SORTS } from "./list-sort";
import {
  DOCUMENT_SECTIONS,
  type DocumentSection,
  documentType,
  findDocumentForAdmin,
  hasClosingDate,
  listDocumentsForAdmin,
  saveDocument,
} from "./documents-admin";

/** A section's documents, drafts included, newest first, a page at a time. */
export const documentList = (section: DocumentSection): ContentListDefinition => {
  const key = section === "press-releases" ? "press_releases" : section;
  const closes = hasClosingDate(section);
  return {
    title: `admin.content.sections.${key}`,
    add: `admin.content.documents.add.${key}`,
    caption: "admin.content.documents.caption",
    empty: "admin.content.documents.empty",
    deletedNotice: "admin.content.articles.done.deleted",
    columns: [
      "admin.content.documents.title_col",
      "admin.content.documents.status_col",
      "admin.content.documents.date_col",
      ...(closes ? (["admin.content.documents.closes_col"] as const) : []),
    ],
    paged: true,
    sorts: PAGED_CONTENT_SORTS,
    rows: async (deps, page, sort) => {
      const documents = await listDocumentsForAdmin(deps, DOCUMENT_SECTIONS[section].kind, page, sort);
      return {
        rows: documents.data.map((document) => ({
          id: document.id,
          cells: [
            { kind: "title", texts: textsOf(document, "title") },
            { kind: "status", on: document.published },
            { kind: "date-time", value: document.created_at },
            ...(closes ? ([{ kind: "date", value: document.expires_on }] as const) : []),
          ],
        })),
        paging: { current: documents.current_page, last: documents.last_page },
      };
    },
  };
};

/** A document's add and edit pages: its titles, its PDF and, for tenders and recruitments, its closing date. */
export const documentItem = (section: DocumentSection): ContentItemDefinition => {
  const key = section === "press-releases" ? "press_releases" : section;
  return {
    list: documentList(section),
    fields: [
      { kind: "note", text: "admin.content.documents.titles_hint" },
      ...bilingualFields("title", "admin.content.documents.title"),
      pdfField("admin.content.documents"),
      ...(hasClosingDate(section)
        ? [
            dateField("expires_on", "admin.content.documents.expires_on", {
              optional: true,
              hint: "admin.content.documents.expires_on_hint",
            }),
          ]
        : []),
      PUBLISH_NOW,
    ],
    message: problemMessages(
      "admin.content.documents.errors",
      ["title_missing", "title_too_long", "file_missing", "file_invalid", "file_too_large", "date_invalid"],
      { title_en: "title_missing", title_mr: "title_too_long", file: "file_invalid", expires_on: "date_invalid" },
    ),
    words: itemWords(
      `admin.content.sections.${key}`,
      `admin.content.documents.add.${key}`,
      "admin.content.documents.edit_title",
      "admin.content.articles.delete_intro",
    ),
    done: ARTICLE_DONE,
    load: async (deps, id) => {
      const document = await findDocumentForAdmin(deps, DOCUMENT_SECTIONS[section].kind, id);
      if (!document) return undefined;
      const { title_en, title_mr, expires_on, published } = document;
      return {
        title: title_en || title_mr,
        values: { ...valuesOf(document, languageColumns("title")), expires_on },
        current: { file: storageUrl(document.uploaded_file) },
        published,
      };
    },
    save: (deps, actor, id, form) => saveDocument(deps, actor, section, id, form),
    remove: (deps, actor, id) => deleteWithAudit(deps, actor, documentType(section), id),
    publish: {
      publicPath: DOCUMENT_SECTIONS[section].publicPath,
      set: (deps, actor, id, on) => setItemPublished(deps, actor, documentType(section), id, on),
    },
  };
};
