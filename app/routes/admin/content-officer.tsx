import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import { findOfficerForAdmin, saveOfficer } from "~/.server/content-admin/officers-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/admin/fields";
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
  const title = t("admin.content.officers.edit_title", { title: officer.name_en });
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to="/admin/content/officers">{t("admin.content.sections.officers")}</Link>
      </p>
      <h1>{title}</h1>
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.content.articles.done.${done}`)}</p>
        </Notice>
      ) : null}
      <OfficerForm
        values={actionData?.values ?? officer}
        errors={errors}
        currentPhoto={officer.photo}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
        <p>
          <Link to={`/admin/content/officers/${officer.id}/delete`} className="button admin-button-warning">
            {t("admin.content.articles.delete_link")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
