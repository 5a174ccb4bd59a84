import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import {
  ARTICLE_SECTIONS,
  articleSectionOf,
  findArticleForAdmin,
  setArticlePublished,
  updateArticle,
} from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, doneOf, readContentForm } from "~/.server/content-admin/content-form";
import { MAX_IMAGES_PER_ITEM } from "~/.server/content-admin/uploads";
import { handlePublishIntent } from "~/.server/content-admin/publish-intent";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { photoFieldValues } from "~/lib/article-photo-fields";
import { imageSources } from "~/lib/image-sources";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ArticleForm, type ArticleFormText } from "~/components/admin/ArticleForm";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-article";

const TEXT_FIELDS = ["title_en", "title_mr", "summary_en", "summary_mr", "description_en", "description_mr"] as const;

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/{news,good-works}/:id: edit an article, publish or unpublish it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const id = parseId(args.params.id);
  const article = id
    ? await findArticleForAdmin(args.context.get(servicesContext), ARTICLE_SECTIONS[section].kind, id)
    : undefined;
  if (!article) throw notFound();
  const done = doneOf(args.request);
  return {
    section,
    publicPath: `${ARTICLE_SECTIONS[section].publicPath}/${article.id}`,
    maxImages: MAX_IMAGES_PER_ITEM,
    article: {
      id: article.id,
      published: article.published,
      text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, article[field]])) as ArticleFormText,
      images: article.images.map((image) => ({
        id: image.id,
        thumbnail: imageSources({ key: image.image_key, width: image.image_width, height: image.image_height })
          .thumbnail,
        alt_en: image.alt_en ?? "",
        alt_mr: image.alt_mr ?? "",
      })),
      file: article.file ? storageUrl(article.file) : null,
    },
    done: done === "deleted" ? null : done,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const section = articleSectionOf(args.request);
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const services = args.context.get(servicesContext);
  const kind = ARTICLE_SECTIONS[section].kind;
  const actor = { id: access.user.id, origin: access.origin };
  const form = await readContentForm(args.request);
  await handlePublishIntent(form.fields.intent, `/admin/content/${section}/${id}`, (published) =>
    setArticlePublished(services, actor, kind, id, published),
  );
  const outcome = await updateArticle(services, actor, kind, id, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: ArticleFormText = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, (form.fields[field] ?? "").slice(0, 100_000)]),
  );
  return data(
    { values, photoValues: photoFieldValues(form.fields), errors: outcome.errors },
    { status: outcome.status },
  );
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, article, done, publicPath, maxImages } = loaderData;
  const heading = article.text.title_en || article.text.title_mr || t("admin.content.no_title");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.articles.edit_title", { title: heading })}
      hasErrors={Object.keys(errors).length > 0}
      back={{
        to: `/admin/content/${section}`,
        label: t(`admin.content.sections.${section === "news" ? "news" : "good_works"}`),
      }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <PublishSection published={article.published} publicPath={publicPath} />
      <ArticleForm
        values={actionData?.values ?? article.text}
        errors={errors}
        maxImages={maxImages}
        existing={{ images: article.images, file: article.file }}
        photoValues={actionData?.photoValues}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <DeleteSection
        to={`/admin/content/${section}/${article.id}/delete`}
        intro={t("admin.content.articles.delete_intro")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
