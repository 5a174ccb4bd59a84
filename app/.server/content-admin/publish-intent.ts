/**
 * The publish / unpublish buttons of every content edit page (PublishSection) post `intent` to the
 * page's own action. Answered here for every kind: a post that is not a save is published or
 * unpublished and redirected back with `?done=published|unpublished`; a save is left to the route.
 */
import { data, redirect } from "react-router";
import { badRequest } from "../auth/admin-forms";
import { editIntentSchema } from "./content-form";

export async function handlePublishIntent(
  intent: string | undefined,
  itemPath: string,
  setPublished: (published: boolean) => Promise<boolean>,
): Promise<void> {
  const parsed = editIntentSchema.safeParse(intent);
  if (!parsed.success) throw badRequest();
  if (parsed.data === "save") return;
  if (!(await setPublished(parsed.data === "publish"))) throw data({ reason: "not_found" }, { status: 404 });
  throw redirect(`${itemPath}?done=${parsed.data}ed`);
}
