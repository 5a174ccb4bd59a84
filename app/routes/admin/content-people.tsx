import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { listPeopleForAdmin, peopleSectionOf } from "~/.server/content-admin/people-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { peopleKey } from "~/components/admin/PersonForm";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-people";

/** /admin/content/former-commissioners and /admin/content/leadership: everyone on the page, in its order. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const people = await listPeopleForAdmin(args.context.get(servicesContext), section);
  return {
    section,
    people: people.map(({ photo_key: _photo, ...person }) => person),
    deleted: doneOf(args.request) === "deleted",
  };
}

export default function ContentPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { section, people } = loaderData;
  const key = peopleKey(section);
  return (
    <ContentListPage
      title={t(`admin.content.sections.${key}`)}
      add={{ to: `/admin/content/${section}/new`, label: t(`admin.content.people.${key}.add`) }}
      notice={loaderData.deleted ? t("admin.content.articles.done.deleted") : null}
    >
      <AdminTable
        captionId="people-caption"
        caption={t(`admin.content.people.${key}.caption`)}
        columns={[
          t("admin.content.people.name_col"),
          t(`admin.content.people.${key}.role_col`),
          section === "leadership" ? t("admin.content.people.order_col") : t("admin.content.people.tenure_col"),
        ]}
        items={people}
        empty={t(`admin.content.people.${key}.empty`)}
        row={(person) => (
          <>
            <BilingualTitleCell to={`/admin/content/${section}/${person.id}`} en={person.name_en} mr={person.name_mr} />
            <td lang="en">{person.role_en}</td>
            <td>
              {person.sort_order !== null
                ? format.number(person.sort_order)
                : `${format.dayMonthYear(person.tenure_start ?? "")} – ${format.dayMonthYear(person.tenure_end ?? "")}`}
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
