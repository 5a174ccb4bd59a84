/**
 * What the public sees of the documents area, in the visitor's language: one page of a list of
 * documents, and the booklets. Pages and the JSON API both call these.
 */
import { imageSources } from "~/lib/image-sources";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { DocumentKind } from "../../db/tables/documents";
import { storageUrl } from "../../storage/file-storage";
import { localized, textsOf } from "../localized";
import type { Page } from "../paginate";
import type { BookItem, DocumentItem } from "./api-schemas";
import {
  createDocumentRepository,
  hasClosingDate,
  type ClosingFilter,
  type PublicBookRow,
  type PublicDocumentRow,
} from "./documents-repository";

/** Rows per page of each list (SPEC §9 leaves the page size to the server). */
export const PER_PAGE: Record<DocumentKind, number> = {
  press_release: 10,
  tender: 10,
  recruitment: 10,
  rti: 25,
};

export function toDocumentItem(row: PublicDocumentRow, kind: DocumentKind, locale: Locale): DocumentItem {
  const title = localized(textsOf(row, "title"), locale);
  return {
    id: row.id,
    title: title.text,
    uploaded_file: row.uploaded_file,
    uploaded_file_url: storageUrl(row.uploaded_file),
    created_at: row.created_at,
    updated_at: row.updated_at,
    // The closing date the RSS feed already gives; the other kinds have none.
    ...(hasClosingDate(kind) ? { expires_on: row.expires_on } : {}),
    ...(title.lang !== locale ? { lang: title.lang } : {}),
  };
}

export function toBookItem(row: PublicBookRow, locale: Locale): BookItem {
  const name = localized(textsOf(row, "name"), locale);
  const sources = imageSources({ key: row.image_key, width: row.image_width, height: row.image_height });
  return {
    id: row.id,
    name: name.text,
    image: row.image_key,
    image_url: sources.src,
    thumbnail_url: sources.thumbnail,
    image_width: row.image_width,
    image_height: row.image_height,
    file: row.file,
    file_url: storageUrl(row.file),
    ...(name.lang !== locale ? { lang: name.lang } : {}),
  };
}

export async function listDocuments(
  db: Db,
  kind: DocumentKind,
  page: number,
  locale: Locale,
  closing?: ClosingFilter,
): Promise<Page<DocumentItem>> {
  const result = await createDocumentRepository(db).listPublished(kind, page, PER_PAGE[kind], closing);
  return { ...result, data: result.data.map((row) => toDocumentItem(row, kind, locale)) };
}

export async function listBooks(db: Db, locale: Locale): Promise<BookItem[]> {
  const rows = await createDocumentRepository(db).listPublishedBooks();
  return rows.map((row) => toBookItem(row, locale));
}
