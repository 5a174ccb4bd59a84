import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { saveNewsFlash } from "~/.server/content-admin/news-flashes-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { NewsFlashForm, type NewsFlashFormText } from "~/components/admin/NewsFlashForm";
import type { Route } from "./+types/content-news-flash-new";

/** /admin/content/news-flashes/new: a new line for the ticker. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const fields = await readForm(args.request);
  const outcome = await saveNewsFlash(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    null,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/news-flashes/${outcome.id}?done=created`);
  const values: NewsFlashFormText = {
    text: (fields.text ?? "").slice(0, 1000),
    language: (fields.language ?? "").slice(0, 2),
    link: (fields.link ?? "").slice(0, 300),
    sort_order: (fields.sort_order ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: 422 });
}

export default function NewNewsFlash({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.content.flashes.new_title");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/news-flashes", label: t("admin.content.sections.news_flashes") }}
    >
      <NewsFlashForm
        values={actionData?.values ?? {}}
        errors={errors}
        isNew
        submitLabel={t("admin.content.flashes.create_submit")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
