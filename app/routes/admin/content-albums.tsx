import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { albumDoneOf, listAlbumsForAdmin } from "~/.server/content-admin/albums-admin";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/ui/fields";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/content-albums";

/** /admin/content/albums: every gallery album, published or not, newest first. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const albums = await listAlbumsForAdmin(args.context.get(servicesContext));
  return { albums, deleted: albumDoneOf(args.request) === "deleted" };
}

export default function ContentAlbums({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.content.sections.albums");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <p>
        <Link to="/admin/content">{t("admin.content.all_content")}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <Link to="/admin/content/albums/new" className="button">
          {t("admin.content.albums.add")}
        </Link>
      </div>
      {loaderData.deleted ? (
        <Notice>
          <p>{t("admin.content.albums.done.deleted")}</p>
        </Notice>
      ) : null}
      {loaderData.albums.length === 0 ? (
        <p className="empty-state">{t("admin.content.albums.empty")}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="albums-caption" tabIndex={0}>
          <table className="data-table admin-table">
            <caption id="albums-caption" className="visually-hidden">
              {t("admin.content.albums.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.content.albums.title_col")}</th>
                <th scope="col">{t("admin.content.albums.status_col")}</th>
                <th scope="col">{t("admin.content.albums.items_col")}</th>
                <th scope="col">{t("admin.content.albums.updated_col")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.albums.map((album) => (
                <tr key={album.id}>
                  <th scope="row">
                    <Link to={`/admin/content/albums/${album.id}`}>
                      <span lang="en">{album.title_en}</span>
                    </Link>
                    {album.title_mr ? (
                      <span className="admin-cell-note" lang="mr">
                        {album.title_mr}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <span className={`admin-tag ${album.published ? "admin-tag-on" : "admin-tag-off"}`}>
                      {album.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
                    </span>
                  </td>
                  <td>{format.number(album.items)}</td>
                  <td>{format.dateTime(album.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
