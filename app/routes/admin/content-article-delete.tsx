import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import {
  ARTICLE_SECTIONS,
  articleSectionOf,
  deleteArticle,
  findArticleForAdmin,
} from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, confirmDeleteSchema } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDeletePage";
import type { Route } from "./+types/content-article-delete";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/{news,good-works}/:id/delete: the confirmation step, then the deletion. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const id = parseId(args.params.id);
  const article = id
    ? await findArticleForAdmin(args.context.get(servicesContext), ARTICLE_SECTIONS[section].kind, id)
    : undefined;
  if (!article) throw notFound();
  return { section, id: article.id, title: article.title_en ?? article.title_mr ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!confirmDeleteSchema.safeParse(await readForm(args.request)).success) throw badRequest();
  const deleted =
    id !== null &&
    (await deleteArticle(
      args.context.get(servicesContext),
      { id: access.user.id, origin: access.origin },
      ARTICLE_SECTIONS[section].kind,
      id,
    ));
  if (!deleted) throw notFound();
  throw redirect(`/admin/content/${section}?done=deleted`);
}

export default function DeleteArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeletePage
      itemTitle={loaderData.title || t("admin.content.no_title")}
      cancelTo={`/admin/content/${loaderData.section}/${loaderData.id}`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
