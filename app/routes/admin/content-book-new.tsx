import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { saveBook } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { BookForm, type BookFormText } from "~/components/admin/BookForm";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-book-new";

/** /admin/content/booklets/new: a new booklet with its cover and PDF. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const form = await readContentForm(args.request);
  const outcome = await saveBook(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/booklets/${outcome.id}?done=created`);
  const values: BookFormText = {
    name_en: (form.fields.name_en ?? "").slice(0, 1000),
    name_mr: (form.fields.name_mr ?? "").slice(0, 1000),
    sort_order: (form.fields.sort_order ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewBook({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.content.books.add");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/booklets", label: t("admin.content.sections.booklets") }}
    >
      <BookForm
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
