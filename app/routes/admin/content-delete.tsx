import { data } from "react-router";
import { confirmDeletion, deletionPage } from "~/.server/content-admin/content-deletion";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import { DeletionBlocked } from "~/components/admin/DeletionBlocked";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-delete";

/**
 * /admin/content/<section>/:id/delete for every content type (content-deletion.ts describes each):
 * confirm, then delete; a station still in use is kept and the page says why.
 */
export async function loader(args: Route.LoaderArgs) {
  return deletionPage(args);
}

export async function action(args: Route.ActionArgs) {
  return data(await confirmDeletion(args), { status: 409 });
}

export default function DeleteContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, id } = loaderData;
  const title = loaderData.title || t("admin.content.no_title");
  const itemPath = `/admin/content/${section}/${id}`;
  const blockers = actionData?.blockers ?? loaderData.blockers;
  if (blockers.length > 0) return <DeletionBlocked title={title} blockers={blockers} backTo={itemPath} />;
  return <ConfirmDeletePage itemTitle={title} cancelTo={itemPath} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
