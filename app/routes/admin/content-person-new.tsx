import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { peopleSectionOf, savePerson } from "~/.server/content-admin/people-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { PageTitle } from "~/components/ui/form-page";
import { peopleKey, PersonForm, TEXT_FIELDS } from "~/components/admin/PersonForm";
import type { Route } from "./+types/content-person-new";

/** /admin/content/former-commissioners/new and /admin/content/leadership/new. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return { section: peopleSectionOf(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const form = await readContentForm(args.request);
  const outcome = await savePerson(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    section,
    null,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/${section}/${outcome.id}?done=created`);
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, (form.fields[field] ?? "").slice(0, 300)]));
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section } = loaderData;
  const key = peopleKey(section);
  const title = t(`admin.content.people.${key}.add`);
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to={`/admin/content/${section}`}>{t(`admin.content.sections.${key}`)}</Link>
      </p>
      <h1>{title}</h1>
      <PersonForm
        section={section}
        values={actionData?.values ?? {}}
        errors={errors}
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
