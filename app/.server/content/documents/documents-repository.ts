/**
 * Reading the published documents and booklets. Each public list shows one kind, newest first by
 * the date that list prints (SPEC §3: tenders show `updated_at`, the others `created_at`).
 */
import type { Db } from "../../db/connection";
import type { BookRow, DocumentKind, DocumentRow } from "../../db/tables/documents";
import { paginate, type Page } from "../paginate";

/** The columns a public list needs (never the publishing flag or the archiving date). */
export type PublicDocumentRow = Pick<
  DocumentRow,
  "id" | "title_en" | "title_mr" | "uploaded_file" | "created_at" | "updated_at"
>;
export type PublicBookRow = Pick<
  BookRow,
  "id" | "name_en" | "name_mr" | "image_key" | "image_width" | "image_height" | "file"
>;

/** Which date each list orders by and shows. */
export const LIST_DATE_COLUMN: Record<DocumentKind, "created_at" | "updated_at"> = {
  press_release: "created_at",
  tender: "updated_at",
  recruitment: "created_at",
  rti: "created_at",
};

export function createDocumentRepository(db: Db) {
  return {
    async listPublished(kind: DocumentKind, page: number, perPage: number): Promise<Page<PublicDocumentRow>> {
      const dateColumn = LIST_DATE_COLUMN[kind];
      const query = db
        .selectFrom("documents")
        .select(["id", "title_en", "title_mr", "uploaded_file", "created_at", "updated_at"])
        .where("kind", "=", kind)
        .where("published", "=", 1)
        .orderBy(dateColumn, "desc")
        .orderBy("id", "desc");
      return paginate(query, page, perPage);
    },

    async listPublishedBooks(): Promise<PublicBookRow[]> {
      return db
        .selectFrom("books")
        .select(["id", "name_en", "name_mr", "image_key", "image_width", "image_height", "file"])
        .where("published", "=", 1)
        .orderBy("sort_order")
        .orderBy("id", "desc")
        .execute();
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
