import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/.server/auth/guard";
import { albumDoneOf, listAlbumsForAdmin } from "~/.server/content-admin/albums-admin";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminTable } from "~/components/admin/AdminTable";
import { BilingualTitleCell, ContentListPage } from "~/components/admin/ContentList";
import { StatusTag } from "~/components/admin/StatusTag";
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
    <ContentListPage
      title={title}
      add={{ to: "/admin/content/albums/new", label: t("admin.content.albums.add") }}
      notice={loaderData.deleted ? t("admin.content.albums.done.deleted") : null}
    >
      <AdminTable
        captionId="albums-caption"
        caption={t("admin.content.albums.caption")}
        columns={[
          t("admin.content.albums.title_col"),
          t("admin.content.albums.status_col"),
          t("admin.content.albums.items_col"),
          t("admin.content.albums.updated_col"),
        ]}
        items={loaderData.albums}
        empty={t("admin.content.albums.empty")}
        row={(album) => (
          <>
            <BilingualTitleCell to={`/admin/content/albums/${album.id}`} en={album.title_en} mr={album.title_mr} />
            <td>
              <StatusTag on={album.published} />
            </td>
            <td>{format.number(album.items)}</td>
            <td>{format.dateTime(album.updated_at)}</td>
          </>
        )}
      />
    </ContentListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
