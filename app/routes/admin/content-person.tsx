import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import { findPersonForAdmin, peopleSectionOf, savePerson } from "~/.server/content-admin/people-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection } from "~/components/admin/ContentItemPage";
import { peopleKey, PersonForm, TEXT_FIELDS } from "~/components/admin/PersonForm";
import type { Route } from "./+types/content-person";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/former-commissioners/:id and /admin/content/leadership/:id: edit one person. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const id = parseId(args.params.id);
  const person = id ? await findPersonForAdmin(args.context.get(servicesContext), section, id) : undefined;
  if (!person) throw notFound();
  const done = doneOf(args.request);
  return {
    section,
    person: {
      id: person.id,
      name_en: person.name_en,
      name_mr: person.name_mr,
      ...(section === "leadership"
        ? { title_en: person.role_en, title_mr: person.role_mr, sort_order: String(person.sort_order ?? 0) }
        : {
            rank_en: person.role_en,
            rank_mr: person.role_mr,
            tenure_start: person.tenure_start,
            tenure_end: person.tenure_end,
          }),
      photo: person.photo_key ? `/storage/${person.photo_key}/thumb.webp` : null,
    },
    done: done === "created" || done === "saved" ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = peopleSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const form = await readContentForm(args.request);
  const intent = editIntentSchema.safeParse(form.fields.intent);
  // People have no publishing flag: only the form's own save.
  if (!intent.success || intent.data !== "save") throw badRequest();
  const outcome = await savePerson(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    section,
    id,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/${section}/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, (form.fields[field] ?? "").slice(0, 300)]));
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, person, done } = loaderData;
  const key = peopleKey(section);
  const title = t("admin.content.people.edit_title", { title: person.name_en });
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(`admin.content.sections.${key}`) }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <PersonForm
        section={section}
        values={actionData?.values ?? person}
        errors={errors}
        currentPhoto={person.photo}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <DeleteSection to={`/admin/content/${section}/${person.id}/delete`} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
