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
  "id" | "title_en" | "title_mr" | "title_hi" | "uploaded_file" | "created_at" | "updated_at" | "expires_on"
>;
export type PublicBookRow = Pick<
  BookRow,
  "id" | "name_en" | "name_mr" | "name_hi" | "image_key" | "image_width" | "image_height" | "file"
>;

/** Kinds with a closing date (`expires_on`): open ones on their page, closed ones in its archive. */
export const CLOSING_KINDS = ["tender", "recruitment"] as const satisfies readonly DocumentKind[];
export type ClosingKind = (typeof CLOSING_KINDS)[number];
export const hasClosingDate = (kind: DocumentKind): kind is ClosingKind =>
  (CLOSING_KINDS as readonly DocumentKind[]).includes(kind);

/**
 * Which part of a list with closing dates: "open" (no closing date, or closing today or later)
 * or "closed" (closed before `today`). `today` is the YYYY-MM-DD day in India, so a tender closing
 * today stays open all of that day for commuters and bidders alike.
 */
export type ClosingFilter = { part: "open" | "closed"; today: string };

/** Which date each list orders by and shows. */
export const LIST_DATE_COLUMN: Record<DocumentKind, "created_at" | "updated_at"> = {
  press_release: "created_at",
  tender: "updated_at",
  recruitment: "created_at",
  rti: "created_at",
};

export function createDocumentRepository(db: Db) {
  return {
    async listPublished(
      kind: DocumentKind,
      page: number,
      perPage: number,
      closing?: ClosingFilter,
    ): Promise<Page<PublicDocumentRow>> {
      const dateColumn = LIST_DATE_COLUMN[kind];
      let query = db
        .selectFrom("documents")
        .select(["id", "title_en", "title_mr", "title_hi", "uploaded_file", "created_at", "updated_at", "expires_on"])
        .where("kind", "=", kind)
        .where("published", "=", 1);
      if (closing && hasClosingDate(kind)) {
        // Text comparison of YYYY-MM-DD days is date order on both engines.
        query =
          closing.part === "open"
            ? query.where((eb) => eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", closing.today)]))
            : query.where("expires_on", "<", closing.today);
      }
      return paginate(query.orderBy(dateColumn, "desc").orderBy("id", "desc"), page, perPage);
    },

    async listPublishedBooks(): Promise<PublicBookRow[]> {
      return db
        .selectFrom("books")
        .select(["id", "name_en", "name_mr", "name_hi", "image_key", "image_width", "image_height", "file"])
        .where("published", "=", 1)
        .orderBy("sort_order")
        .orderBy("id", "desc")
        .execute();
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
