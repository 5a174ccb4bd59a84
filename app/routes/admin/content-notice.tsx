import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import {
  findNoticeForAdmin,
  noticeFormText,
  noticeFormValues,
  saveNotice,
} from "~/.server/content-admin/notices-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection } from "~/components/admin/ContentItemPage";
import { NoticeForm } from "~/components/admin/NoticeForm";
import type { Route } from "./+types/content-notice";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/notices/:id: edit a notice of the home page's board. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const notice = id ? await findNoticeForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!notice) throw notFound();
  const done = doneOf(args.request);
  return {
    id: notice.id,
    values: noticeFormValues(notice),
    done: done === "created" || done === "saved" ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const fields = await readForm(args.request);
  const outcome = await saveNotice(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    id,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/notices/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  return data({ values: noticeFormText(fields), errors: outcome.errors }, { status: 422 });
}

export default function EditNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, values, done } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.notices.edit_title")}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/notices", label: t("admin.content.sections.notices") }}
      notice={done && !actionData ? t(`admin.content.notices.done.${done}`) : null}
    >
      <NoticeForm
        values={actionData?.values ?? values}
        errors={errors}
        submitLabel={t("admin.content.notices.save_submit")}
      />
      <DeleteSection to={`/admin/content/notices/${id}/delete`} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
