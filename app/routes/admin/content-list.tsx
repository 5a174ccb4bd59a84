import { contentListPage } from "~/.server/content-admin/content-types";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { ContentListPage } from "~/components/admin/ContentList";
import { ListCellView } from "~/components/admin/ListCellView";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-list";

/**
 * /admin/content/<section> for every content type: the items of the type, drafts included, as its
 * definition describes them (app/.server/content-admin/content-types.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  return contentListPage(args);
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, rows } = loaderData;
  const title = t(loaderData.title);
  return (
    <ContentListPage
      title={title}
      add={{ to: `/admin/content/${section}/new`, label: t(loaderData.add) }}
      notice={loaderData.deleted ? t(loaderData.deletedNotice) : null}
    >
      {loaderData.intro ? <p className="admin-hint">{t(loaderData.intro)}</p> : null}
      <AdminTable
        captionId={`${section}-caption`}
        caption={t(loaderData.caption, { section: title })}
        columns={loaderData.columns.map((column, index) => {
          const sort = loaderData.sort.columns[index];
          // A title sorts A to Z first; a date newest first, a state published first.
          return sort ? { label: t(column), sort, first: sort === "title" ? "asc" : "desc" } : t(column);
        })}
        sort={{ current: loaderData.sort.current, initial: loaderData.sort.initial, name: title }}
        items={rows}
        paging={loaderData.paging}
        empty={loaderData.empty ? t(loaderData.empty) : ""}
        row={(row) =>
          row.cells.map((cell, index) => (
            <ListCellView key={index} cell={cell} itemPath={`/admin/content/${section}/${row.id}`} />
          ))
        }
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
