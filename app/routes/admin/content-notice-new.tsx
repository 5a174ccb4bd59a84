import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { noticeFormText, saveNotice } from "~/.server/content-admin/notices-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { NoticeForm } from "~/components/admin/NoticeForm";
import type { Route } from "./+types/content-notice-new";

/** /admin/content/notices/new: a new notice for the home page's board. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const fields = await readForm(args.request);
  const outcome = await saveNotice(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/notices/${outcome.id}?done=created`);
  return data({ values: noticeFormText(fields), errors: outcome.errors }, { status: 422 });
}

export default function NewNotice({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.notices.new_title")}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/notices", label: t("admin.content.sections.notices") }}
    >
      <NoticeForm
        values={actionData?.values ?? {}}
        errors={errors}
        submitLabel={t("admin.content.notices.create_submit")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
