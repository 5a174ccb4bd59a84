import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import { findOfficerForAdmin, saveOfficer } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection } from "~/components/admin/ContentItemPage";
import { OfficerForm, type OfficerFormText } from "~/components/admin/OfficerForm";
import type { Route } from "./+types/content-officer";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/officers/:id: edit an officer. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const officer = id ? await findOfficerForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!officer) throw notFound();
  const done = doneOf(args.request);
  return {
    officer: {
      id: officer.id,
      name_en: officer.name_en,
      name_mr: officer.name_mr,
      designation: officer.designation,
      contact_number: officer.contact_number,
      email: officer.email,
      photo: officer.photo ? `/storage/${officer.photo}/thumb.webp` : null,
    },
    done: done === "created" || done === "saved" ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const form = await readContentForm(args.request);
  const intent = editIntentSchema.safeParse(form.fields.intent);
  // Officers have no publishing flag: only the form's own save.
  if (!intent.success || intent.data !== "save") throw badRequest();
  const outcome = await saveOfficer(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    id,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/officers/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: OfficerFormText = Object.fromEntries(
    (["name_en", "name_mr", "designation", "contact_number", "email"] as const).map((field) => [
      field,
      (form.fields[field] ?? "").slice(0, 300),
    ]),
  );
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditOfficer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { officer, done } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.officers.edit_title", { title: officer.name_en })}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/officers", label: t("admin.content.sections.officers") }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <OfficerForm
        values={actionData?.values ?? officer}
        errors={errors}
        currentPhoto={officer.photo}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <DeleteSection to={`/admin/content/officers/${officer.id}/delete`} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
