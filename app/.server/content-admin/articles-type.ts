/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in articles-admin.ts).
 */
import { photoFieldValues } from "~/lib/article-photo-fields";
import { storageUrl } from "../storage/file-storage";
import { ARTICLE_DONE } from "./content-form";
import { existingPhotos } from "./article-photos";
import { PUBLISH_NOW, articleLanguageGroup, itemWords, pdfField, problemMessages, wordsIn } from "./content-fields";
import { PAGED_CONTENT_SORTS } from "./list-sort";
import type { ContentItemDefinition } from "./content-items";
import { MAX_IMAGES_PER_ITEM } from "./uploads";
import { languageColumns } from "./language-columns";
import { CONTENT_LOCALES } from "~/i18n/locales";
import { textsOf } from "../content/localized";
import { deleteWithAudit, setItemPublished } from "./content-audit";
import type { ContentListDefinition } from "./content-types";
import {
  ARTICLE_PROBLEMS,
  ARTICLE_SECTIONS,
  type ArticleSection,
  articleType,
  createArticle,
  findArticleForAdmin,
  listArticlesForAdmin,
  updateArticle,
} from "./articles-admin";

/** A word of the articles' pages. */
const k = wordsIn("admin.content.articles");

/** A section's articles, drafts included, newest first, a page at a time. */
export const articleList = (section: ArticleSection): ContentListDefinition => {
  const key = section === "news" ? "news" : "good_works";
  return {
    title: `admin.content.sections.${key}`,
    add: `admin.content.articles.add.${key}`,
    caption: "admin.content.articles.caption",
    empty: "admin.content.articles.empty",
    deletedNotice: "admin.content.articles.done.deleted",
    columns: [k("title_col"), k("status_col"), k("date_col"), k("pictures_col")],
    paged: true,
    sorts: PAGED_CONTENT_SORTS,
    rows: async (deps, page, sort) => {
      const articles = await listArticlesForAdmin(deps, ARTICLE_SECTIONS[section].kind, page, sort);
      return {
        rows: articles.data.map((article) => ({
          id: article.id,
          cells: [
            { kind: "title", texts: textsOf(article, "title") },
            { kind: "status", on: article.published },
            { kind: "date-time", value: article.created_at },
            { kind: "number", value: article.images },
          ],
        })),
        paging: { current: articles.current_page, last: articles.last_page },
      };
    },
  };
};

const ARTICLE_TEXT = [...languageColumns("title"), ...languageColumns("summary"), ...languageColumns("description")];

/** A news item's or good work's add and edit pages: both languages' text, its pictures and its PDF. */
export const articleItem = (section: ArticleSection): ContentItemDefinition => {
  const { kind, publicPath } = ARTICLE_SECTIONS[section];
  const key = section === "news" ? "news" : "good_works";
  return {
    list: articleList(section),
    fields: [
      { kind: "note", text: "admin.content.articles.languages_hint" },
      ...CONTENT_LOCALES.map(articleLanguageGroup),
      {
        kind: "group",
        legend: "admin.content.articles.pictures",
        fields: [
          {
            kind: "photos",
            name: "images",
            label: "admin.content.articles.images",
            hint: "admin.content.articles.images_hint",
            max: MAX_IMAGES_PER_ITEM,
          },
        ],
      },
      { kind: "group", legend: "admin.content.articles.file", fields: [pdfField("admin.content.articles", true)] },
      PUBLISH_NOW,
    ],
    message: problemMessages("admin.content.articles.errors", ARTICLE_PROBLEMS, {}),
    echo: photoFieldValues,
    words: itemWords(
      `admin.content.sections.${key}`,
      `admin.content.articles.add.${key}`,
      "admin.content.articles.edit_title",
      "admin.content.articles.delete_intro",
    ),
    done: ARTICLE_DONE,
    load: async (deps, id) => {
      const article = await findArticleForAdmin(deps, kind, id);
      if (!article) return undefined;
      return {
        title: article.title_en || article.title_mr,
        values: Object.fromEntries(ARTICLE_TEXT.map((field) => [field, article[field]])),
        current: { file: article.file ? storageUrl(article.file) : null },
        photos: existingPhotos(article.images),
        published: article.published,
      };
    },
    save: (deps, actor, id, form) =>
      id === null ? createArticle(deps, actor, kind, form) : updateArticle(deps, actor, kind, id, form),
    remove: (deps, actor, id) => deleteWithAudit(deps, actor, articleType(kind), id),
    publish: {
      publicPath: `${publicPath}/{id}`,
      set: (deps, actor, id, on) => setItemPublished(deps, actor, articleType(kind), id, on),
    },
  };
};
