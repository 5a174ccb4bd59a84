/**
 * Tables of the documents area: press releases, tenders, recruitments and RTI documents (one
 * table, told apart by `kind`), and the initiative booklets.
 */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CreatedAt, Flag, UpdatedAt } from "../schema";

export const DOCUMENT_KINDS = ["press_release", "tender", "recruitment", "rti"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentTable {
  id: Generated<number>;
  kind: DocumentKind;
  /** Bilingual title; at least one of the pair is present (a CHECK enforces it). */
  title_en: string | null;
  title_mr: string | null;
  title_hi: string | null;
  /** Storage key of the uploaded PDF (served at /storage/<key>). */
  uploaded_file: string;
  /** Only published documents are shown to the public. */
  published: ColumnType<Flag, Flag | undefined, Flag>;
  /** Closing date (YYYY-MM-DD) of a tender or recruitment; archiving by it comes later. */
  expires_on: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BookTable {
  id: Generated<number>;
  /** Bilingual name; at least one of the pair is present (a CHECK enforces it). */
  name_en: string | null;
  name_mr: string | null;
  name_hi: string | null;
  /** The cover picture as stored by the image pipeline (an ImageRef split into columns). */
  image_key: string;
  image_width: number;
  image_height: number;
  /** Storage key of the booklet's PDF. */
  file: string;
  /** Lower first; equal orders fall back to the newest first. */
  sort_order: ColumnType<number, number | undefined, number>;
  published: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocumentTables {
  documents: DocumentTable;
  books: BookTable;
}

export type DocumentRow = Selectable<DocumentTable>;
export type NewDocument = Insertable<DocumentTable>;
export type BookRow = Selectable<BookTable>;
export type NewBook = Insertable<BookTable>;
