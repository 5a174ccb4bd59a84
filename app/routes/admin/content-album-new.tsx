import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { saveAlbum } from "~/.server/content-admin/albums-admin";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { refill } from "~/components/admin/album-fields";
import { AlbumForm } from "~/components/admin/AlbumForm";
import { PageTitle } from "~/components/ui/fields";
import type { Route } from "./+types/content-album-new";

/** /admin/content/albums/new: a new album; its photos and videos are added on its page. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const form = await readContentForm(args.request);
  const outcome = await saveAlbum(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/albums/${outcome.id}?done=created`);
  return data(
    { values: refill(form.fields, ["title_en", "title_mr"]), errors: outcome.errors },
    { status: outcome.status },
  );
}

export default function NewAlbum({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.content.albums.add");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to="/admin/content/albums">{t("admin.content.sections.albums")}</Link>
      </p>
      <h1>{title}</h1>
      <AlbumForm
        values={actionData?.values ?? {}}
        errors={errors}
        isNew
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
