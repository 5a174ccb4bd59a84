/**
 * The confirmation step before deleting a content item, for every content type: the page names
 * the item, a post carrying `confirm=yes` deletes it through its type's definition (with its
 * files and audit entry, in the type's own service) and goes back to the list with
 * `?done=deleted`. An item that must stay (a station others point at) is kept, and the page says why.
 */
import { redirect } from "react-router";
import { parseId } from "../api/json";
import { badRequest, readForm } from "../auth/admin-forms";
import { confirmDeleteSchema } from "./content-form";
import { itemOf } from "./content-items";
import { contentStaff, notFound, type ContentPageArgs } from "./content-pages";
import type { DeletionBlocker } from "./stations-admin";

/** The confirmation page's data, after the role check; a 404 for an item that is not there. */
export async function deletionPage(args: ContentPageArgs) {
  const { services } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const id = parseId(args.params.id);
  const found = id ? await item.load(services, id) : undefined;
  if (!id || !found) throw notFound();
  const blockers = (await item.blockers?.(services, id)) ?? [];
  return { section, id, title: found.title, blockers };
}

/** Deletes after the confirmation and redirects to the list; answers with the blockers if it may not. */
export async function confirmDeletion(args: ContentPageArgs): Promise<{ blockers: DeletionBlocker[] }> {
  const { services, actor } = await contentStaff(args);
  const { section, item } = itemOf(args.request);
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const outcome = id === null ? false : await item.remove(services, actor, id);
  if (outcome === true || (outcome !== false && outcome.ok)) throw redirect(`/admin/content/${section}?done=deleted`);
  if (outcome === false || outcome.status === 404) throw notFound();
  return { blockers: outcome.blockers };
}
