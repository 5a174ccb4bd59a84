import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { documentSectionOf, hasClosingDate, saveDocument } from "~/.server/content-admin/documents-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { DocumentForm, documentSectionKey, type DocumentFormText } from "~/components/admin/DocumentForm";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-document-new";

/** /admin/content/{press-releases,tenders,recruitments,rti}/new: a new document with its PDF. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  return { section, closingDate: hasClosingDate(section) };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = documentSectionOf(args.request);
  const form = await readContentForm(args.request);
  const outcome = await saveDocument(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    section,
    null,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/${section}/${outcome.id}?done=created`);
  const values: DocumentFormText = {
    title_en: (form.fields.title_en ?? "").slice(0, 1000),
    title_mr: (form.fields.title_mr ?? "").slice(0, 1000),
    expires_on: (form.fields.expires_on ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, closingDate } = loaderData;
  const key = documentSectionKey(section);
  const title = t(`admin.content.documents.add.${key}`);
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(`admin.content.sections.${key}`) }}
    >
      <DocumentForm
        values={actionData?.values ?? {}}
        errors={errors}
        closingDate={closingDate}
        isNew
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
