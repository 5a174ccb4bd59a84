import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { ARTICLE_SECTIONS, articleSectionOf, createArticle } from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, readContentForm } from "~/.server/content-admin/content-form";
import { MAX_IMAGES_PER_ITEM } from "~/.server/content-admin/uploads";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ArticleForm, sectionKey, type ArticleFormText } from "~/components/admin/ArticleForm";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-article-new";

const TEXT_FIELDS = ["title_en", "title_mr", "summary_en", "summary_mr", "description_en", "description_mr"] as const;

/** /admin/content/{news,good-works}/new: a new article, published at once or saved as a draft. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return { section: articleSectionOf(args.request), maxImages: MAX_IMAGES_PER_ITEM };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const form = await readContentForm(args.request);
  const outcome = await createArticle(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    ARTICLE_SECTIONS[section].kind,
    form,
  );
  if (outcome.ok) throw redirect(`/admin/content/${section}/${outcome.id}?done=created`);
  const values: ArticleFormText = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, (form.fields[field] ?? "").slice(0, 100_000)]),
  );
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, maxImages } = loaderData;
  const title = t(`admin.content.articles.add.${sectionKey(section)}`);
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={title}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(`admin.content.sections.${sectionKey(section)}`) }}
    >
      <ArticleForm
        values={actionData?.values ?? {}}
        errors={errors}
        maxImages={maxImages}
        submitLabel={t("admin.content.articles.create_submit")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
