import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listNoticesForAdmin } from "~/.server/content-admin/notices-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { ContentListPage } from "~/components/admin/ContentList";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-notices";

/** /admin/content/notices: the home page's notice board, newest first. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const notices = await listNoticesForAdmin(args.context.get(servicesContext));
  return { notices, deleted: doneOf(args.request) === "deleted" };
}

export default function ContentNotices({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <ContentListPage
      title={t("admin.content.sections.notices")}
      add={{ to: "/admin/content/notices/new", label: t("admin.content.notices.add") }}
      notice={loaderData.deleted ? t("admin.content.notices.done.deleted") : null}
    >
      <AdminTable
        captionId="notices-caption"
        caption={t("admin.content.notices.caption")}
        columns={[t("admin.content.notices.title_col"), t("admin.content.notices.posted_col")]}
        items={loaderData.notices}
        empty={t("admin.content.notices.empty")}
        row={(notice) => (
          <>
            <th scope="row">
              <Link to={`/admin/content/notices/${notice.id}`}>
                {i18n.language === "mr" ? notice.title_mr : notice.title_en}
              </Link>
            </th>
            <td>
              <time dateTime={notice.posted_at}>{format.dateTime(notice.posted_at)}</time>
            </td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
