import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { saveOfficer } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { OfficerForm, type OfficerFormText } from "~/components/admin/OfficerForm";
import type { Route } from "./+types/content-officer-new";

/** /admin/content/officers/new: a new officer. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const form = await readContentForm(args.request);
  const outcome = await saveOfficer(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/officers/${outcome.id}?done=created`);
  const values: OfficerFormText = Object.fromEntries(
    (["name_en", "name_mr", "designation", "contact_number", "email"] as const).map((field) => [
      field,
      (form.fields[field] ?? "").slice(0, 300),
    ]),
  );
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewOfficer({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.content.officers.add");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/officers", label: t("admin.content.sections.officers") }}
    >
      <OfficerForm
        values={actionData?.values ?? {}}
        errors={errors}
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
