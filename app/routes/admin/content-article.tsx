import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import {
  ARTICLE_SECTIONS,
  articleSectionOf,
  findArticleForAdmin,
  setArticlePublished,
  updateArticle,
} from "~/.server/content-admin/articles-admin";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import { MAX_IMAGES_PER_ITEM } from "~/.server/content-admin/uploads";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { imageSources } from "~/lib/image-sources";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ArticleForm, type ArticleFormText } from "~/components/admin/ArticleForm";
import { CsrfField, Notice, PageTitle } from "~/components/admin/fields";
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
  const intent = editIntentSchema.safeParse(form.fields.intent);
  if (!intent.success) throw badRequest();
  if (intent.data !== "save") {
    const published = intent.data === "publish";
    if (!(await setArticlePublished(services, actor, kind, id, published))) throw notFound();
    throw redirect(`/admin/content/${section}/${id}?done=${intent.data}ed`);
  }
  const outcome = await updateArticle(services, actor, kind, id, form);
  if (outcome.ok) throw redirect(`/admin/content/${section}/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: ArticleFormText = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, (form.fields[field] ?? "").slice(0, 100_000)]),
  );
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { section, article, done, publicPath, maxImages } = loaderData;
  const heading = article.text.title_en || article.text.title_mr || t("admin.content.no_title");
  const title = t("admin.content.articles.edit_title", { title: heading });
  const errors: Record<string, string> = actionData?.errors ?? {};
  const sectionName = t(`admin.content.sections.${section === "news" ? "news" : "good_works"}`);
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to={`/admin/content/${section}`}>{sectionName}</Link>
      </p>
      <h1>{title}</h1>
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.content.articles.done.${done}`)}</p>
        </Notice>
      ) : null}

      <section aria-labelledby="publishing-heading" className="admin-section">
        <h2 id="publishing-heading">{t("admin.content.articles.publishing_heading")}</h2>
        <p>
          <span className={`admin-tag ${article.published ? "admin-tag-on" : "admin-tag-off"}`}>
            {article.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
          </span>{" "}
          {article.published ? t("admin.content.articles.published_intro") : t("admin.content.articles.draft_intro")}
        </p>
        {article.published ? (
          <p>
            <a href={publicPath}>{t("admin.content.view_public")}</a>
          </p>
        ) : null}
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value={article.published ? "unpublish" : "publish"} />
          <button
            type="submit"
            className={article.published ? "button admin-button-secondary" : "button"}
            disabled={navigation.state === "submitting"}
          >
            {article.published
              ? t("admin.content.articles.unpublish_submit")
              : t("admin.content.articles.publish_submit")}
          </button>
        </Form>
      </section>

      <ArticleForm
        values={actionData?.values ?? article.text}
        errors={errors}
        maxImages={maxImages}
        existing={{ images: article.images, file: article.file }}
        submitLabel={t("admin.content.articles.save_submit")}
      />

      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
        <p>{t("admin.content.articles.delete_intro")}</p>
        <p>
          <Link to={`/admin/content/${section}/${article.id}/delete`} className="button admin-button-warning">
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
