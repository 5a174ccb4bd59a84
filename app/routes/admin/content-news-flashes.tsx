import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listNewsFlashesForAdmin } from "~/.server/content-admin/news-flashes-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { ContentListPage } from "~/components/admin/ContentList";
import { StatusTag } from "~/components/admin/StatusTag";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-news-flashes";

/** /admin/content/news-flashes: every flash of the ticker, shown and hidden, in order. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const flashes = await listNewsFlashesForAdmin(args.context.get(servicesContext));
  return { flashes, deleted: doneOf(args.request) === "deleted" };
}

export default function ContentNewsFlashes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ContentListPage
      title={t("admin.content.sections.news_flashes")}
      add={{ to: "/admin/content/news-flashes/new", label: t("admin.content.flashes.add") }}
      notice={loaderData.deleted ? t("admin.content.flashes.done.deleted") : null}
    >
      <AdminTable
        captionId="flashes-caption"
        caption={t("admin.content.flashes.caption")}
        columns={[
          t("admin.content.flashes.text_col"),
          t("admin.content.flashes.order_col"),
          t("admin.content.flashes.language_col"),
          t("admin.content.flashes.status_col"),
        ]}
        items={loaderData.flashes}
        empty={t("admin.content.flashes.empty")}
        row={(flash) => (
          <>
            <th scope="row">
              <Link to={`/admin/content/news-flashes/${flash.id}`} lang={flash.language ?? undefined}>
                {flash.text}
              </Link>
            </th>
            <td>{format.number(flash.sort_order)}</td>
            <td>
              {flash.language
                ? t(`admin.content.flashes.language_${flash.language}`)
                : t("admin.content.flashes.language_any")}
            </td>
            <td>
              <StatusTag on={flash.active} wording="visibility" />
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
