import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listOfficersForAdmin } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-officers";

/** /admin/content/officers: every officer, with their designation, contact and stations in charge. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const officers = await listOfficersForAdmin(args.context.get(servicesContext));
  return { officers, deleted: doneOf(args.request) === "deleted" };
}

export default function ContentOfficers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ContentListPage
      title={t("admin.content.sections.officers")}
      add={{ to: "/admin/content/officers/new", label: t("admin.content.officers.add") }}
      notice={loaderData.deleted ? t("admin.content.articles.done.deleted") : null}
    >
      <AdminTable
        captionId="officers-caption"
        caption={t("admin.content.officers.caption")}
        columns={[
          t("admin.content.officers.name_col"),
          t("admin.content.officers.designation_col"),
          t("admin.content.officers.contact_col"),
          t("admin.content.officers.stations_col"),
        ]}
        items={loaderData.officers}
        empty={t("admin.content.officers.empty")}
        row={(officer) => (
          <>
            <BilingualTitleCell
              to={`/admin/content/officers/${officer.id}`}
              en={officer.name_en}
              mr={officer.name_mr}
            />
            <td>{t(`common.designations.${officer.designation}`)}</td>
            <td>
              {officer.contact_number ?? "—"}
              {officer.email ? <span className="admin-cell-note">{officer.email}</span> : null}
            </td>
            <td>{format.number(officer.stations)}</td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
