/**
 * Every staff change to public content goes through saveWithAudit: the change and its audit entry
 * are written in one transaction, so no change goes unlogged and no entry names a change that did
 * not happen. The page cache needs nothing here: every write to a content table drops it (the
 * Kysely watcher, page-cache/content-write-watcher.ts), and again after the commit of every staff
 * post (page-cache/invalidate-on-staff-change.ts).
 */
import { recordAudit, type AuditDetails, type ContentTargetType } from "../auth/audit-log";
import type { Insertable, Updateable } from "kysely";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";
import type { ImageRef } from "~/lib/image-sources";
import type { ContentActor, ContentDeps } from "./content-form";

export type ContentAuditAction =
  "content_created" | "content_updated" | "content_published" | "content_unpublished" | "content_deleted";

/** One content change as the audit log records it; `target.id` is the saved item's id. */
export type AuditedChange<Id extends number | string = number> = {
  action: ContentAuditAction;
  target: { type: ContentTargetType; id: Id };
  details: AuditDetails;
};

/**
 * Runs `write` in a transaction and records the change it returns before the commit. `write`
 * returns null when there was nothing to change (or the change was refused): nothing is logged.
 * A failure anywhere rolls back both.
 */
export function saveWithAudit<Change extends AuditedChange<number | string> | null>(
  deps: ContentDeps,
  actor: ContentActor,
  write: (trx: Db) => Promise<Change>,
): Promise<Change> {
  return deps.db.transaction().execute(async (trx) => {
    const change = await write(trx);
    if (change)
      await recordAudit(trx, deps.clock, {
        actorId: actor.id,
        action: change.action,
        target: change.target,
        details: change.details,
        ip: actor.origin?.ip ?? null,
      });
    return change;
  });
}

/** A table whose items the staff form saves whole: a new row, or the row of an item's id. */
type SavedTable =
  | "documents"
  | "books"
  | "officers"
  | "news_flashes"
  | "albums"
  | "leaders"
  | "former_commissioners"
  | "notices"
  | "police_stations";

/**
 * Writes an item in a save's transaction: `insert` as a new row when there is no id yet, else
 * `update` over the row of `id`. Returns the item's id either way.
 */
export async function insertOrUpdate<T extends SavedTable>(
  trx: Db,
  table: T,
  id: number | null,
  columns: { insert: Insertable<Database[T]>; update: Updateable<Database[T]> },
): Promise<number> {
  // One table stands for the others: Kysely cannot follow a table picked by a type parameter, and
  // the signature has checked the columns against the table that was picked.
  const same = table as "notices";
  if (id === null) {
    const row = await trx
      .insertInto(same)
      .values(columns.insert as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await trx
    .updateTable(same)
    .set(columns.update as never)
    .where("id", "=", id)
    .execute();
  return id;
}

/** The action of a save: a new item (no id yet) is created, an existing one updated. */
export const saveAction = (id: number | null): ContentAuditAction =>
  id === null ? "content_created" : "content_updated";

/** The action of the show / hide buttons. */
export const publishAction = (published: boolean): ContentAuditAction =>
  published ? "content_published" : "content_unpublished";

/** A table whose rows are published (or shown) and hidden by a 0/1 column. */
export type PublishingFlag = {
  table: "articles" | "documents" | "books" | "albums" | "news_flashes";
  column: "published" | "active";
  /** Whether the change leaves `updated_at` alone (a date some public lists show). */
  keepUpdatedAt?: boolean;
};

/**
 * One content type as its publish and delete buttons see it: its table, how an item is found and
 * named in the log, and what else goes with it. Every type's buttons run through setItemPublished
 * and deleteWithAudit, so they all find, log and clean up the same way.
 */
export type AuditedType<Item> = {
  table: PublishingFlag["table"] | "notices" | "officers" | "former_commissioners" | "leaders";
  target: ContentTargetType;
  find(deps: ContentDeps, id: number): Promise<Item | undefined>;
  /** The item's details in the log of a publish or delete. */
  details(item: Item): AuditDetails;
  /** For a type the public sees only when published (or shown): its flag and whether an item has it on. */
  flag?: Omit<PublishingFlag, "table"> & { of(item: Item): boolean };
  /** What a delete's entry adds to the details (what went with the item). */
  deletedDetails?(item: Item): AuditDetails;
  /** Rows that go (or let go of the item) before it, in the delete's transaction. */
  deleteDependents?(trx: Db, id: number): Promise<void>;
  /** Removes the item's stored files, once its delete committed. */
  removeFiles?(deps: ContentDeps, item: Item): Promise<void>;
};

/**
 * The publish / unpublish (show / hide) buttons of every type: the flag set with its audit entry
 * in one transaction, nothing written when the item already is so; false when it is not there.
 */
export async function setItemPublished<Item>(
  deps: ContentDeps,
  actor: ContentActor,
  type: AuditedType<Item>,
  id: number,
  on: boolean,
): Promise<boolean> {
  const { flag } = type;
  if (!flag) throw new Error(`${type.table} has no publishing flag`);
  const current = await type.find(deps, id);
  if (!current) return false;
  if (flag.of(current) === on) return true;
  // Only the tables of PublishingFlag have a flag to give.
  const table = type.table as PublishingFlag["table"];
  await saveWithAudit(deps, actor, async (trx) => {
    const updatedAt = flag.keepUpdatedAt ? {} : { updated_at: deps.clock.now().toISOString() };
    await trx
      .updateTable(table)
      .set({ [flag.column]: on ? 1 : 0, ...updatedAt })
      .where("id", "=", id)
      .execute();
    return { action: publishAction(on), target: { type: type.target, id }, details: type.details(current) };
  });
  return true;
}

/**
 * Deletes an item with its dependent rows and its `content_deleted` entry in one transaction, then
 * (only once that committed) its stored files: false when it is not there.
 */
export async function deleteWithAudit<Item>(
  deps: ContentDeps,
  actor: ContentActor,
  type: AuditedType<Item>,
  id: number,
): Promise<boolean> {
  const current = await type.find(deps, id);
  if (!current) return false;
  await saveWithAudit(deps, actor, async (trx) => {
    await type.deleteDependents?.(trx, id);
    await trx.deleteFrom(type.table).where("id", "=", id).execute();
    return {
      action: "content_deleted",
      target: { type: type.target, id },
      details: { ...type.details(current), ...type.deletedDetails?.(current) },
    };
  });
  await type.removeFiles?.(deps, current);
  return true;
}

/** The item's name in the log: English, else Marathi, at most 120 characters. */
export const auditTitle = (en: string | null, mr: string | null = null): string => (en ?? mr ?? "").slice(0, 120);

/** A person's save in the log (officers, former commissioners, leaders): the name and what became of the photo. */
export const photoChange = (
  kind: ContentTargetType,
  name: string,
  newPhoto: ImageRef | undefined,
  dropped: boolean,
) => ({
  kind,
  title: auditTitle(name),
  photo: newPhoto ? "replaced" : dropped ? "removed" : "kept",
});
