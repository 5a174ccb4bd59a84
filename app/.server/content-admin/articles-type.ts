/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in articles-admin.ts).
 */
import { photoFieldValues } from "~/lib/article-photo-fields";
import type { ContentField } from "~/lib/content-views";
import { imageSources } from "~/lib/image-sources";
import { storageUrl } from "../storage/file-storage";
import { ARTICLE_DONE } from "./content-form";
import { PUBLISH_NOW, problemMessages } from "./content-fields";
import { PAGED_CONTENT_SORTS } from "./list-sort";
import type { ContentItemDefinition } from "./content-items";
import { MAX_IMAGES_PER_ITEM } from "./uploads";
import type { ContentListDefinition } from "./content-types";
import {
  ARTICLE_SECTIONS,
  MAX_DESCRIPTION,
  MAX_SUMMARY,
  MAX_TITLE,
  type ArticleSection,
  createArticle,
  deleteArticle,
  findArticleForAdmin,
  listArticlesForAdmin,
  setArticlePublished,
  updateArticle,
} from "./articles-admin";

const ARTICLE_PROBLEMS = [
  "title_missing",
  "title_too_long",
  "summary_too_long",
  "description_too_long",
  "image_invalid",
  "image_too_large",
  "too_many_images",
  "file_invalid",
  "file_too_large",
  "alt_too_long",
  "position_invalid",
] as const;

/** A section's articles, drafts included, newest first, a page at a time. */
export const articleList = (section: ArticleSection): ContentListDefinition => {
  const key = section === "news" ? "news" : "good_works";
  return {
    title: `admin.content.sections.${key}`,
    add: `admin.content.articles.add.${key}`,
    caption: "admin.content.articles.caption",
    empty: "admin.content.articles.empty",
    deletedNotice: "admin.content.articles.done.deleted",
    columns: [
      "admin.content.articles.title_col",
      "admin.content.articles.status_col",
      "admin.content.articles.date_col",
      "admin.content.articles.pictures_col",
    ],
    paged: true,
    sorts: PAGED_CONTENT_SORTS,
    rows: async (deps, page, sort) => {
      const articles = await listArticlesForAdmin(deps, ARTICLE_SECTIONS[section].kind, page, sort);
      return {
        rows: articles.data.map((article) => ({
          id: article.id,
          cells: [
            { kind: "title", en: article.title_en, mr: article.title_mr },
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

const ARTICLE_TEXT = ["title_en", "title_mr", "summary_en", "summary_mr", "description_en", "description_mr"] as const;

/** One language's title, summary and full text (HTML with the formatting toolbar). */
const languageGroup = (lang: "en" | "mr"): ContentField => ({
  kind: "group",
  legend: lang === "en" ? "admin.content.articles.english" : "admin.content.articles.marathi",
  lang,
  fields: [
    {
      kind: "text",
      name: `title_${lang}`,
      label: `admin.content.articles.title_${lang}`,
      optional: true,
      maxLength: MAX_TITLE,
    },
    {
      kind: "textarea",
      name: `summary_${lang}`,
      label: `admin.content.articles.summary_${lang}`,
      hint: "admin.content.articles.summary_hint",
      optional: true,
      rows: 3,
      maxLength: MAX_SUMMARY,
    },
    {
      kind: "textarea",
      name: `description_${lang}`,
      label: `admin.content.articles.description_${lang}`,
      hint: "admin.content.articles.description_hint",
      optional: true,
      rows: 12,
      maxLength: MAX_DESCRIPTION,
      rich: true,
    },
  ],
});

/** A news item's or good work's add and edit pages: both languages' text, its pictures and its PDF. */
export const articleItem = (section: ArticleSection): ContentItemDefinition => {
  const { kind, publicPath } = ARTICLE_SECTIONS[section];
  const key = section === "news" ? "news" : "good_works";
  return {
    list: articleList(section),
    fields: [
      { kind: "note", text: "admin.content.articles.languages_hint" },
      languageGroup("en"),
      languageGroup("mr"),
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
      {
        kind: "group",
        legend: "admin.content.articles.file",
        fields: [
          {
            kind: "file",
            name: "file",
            accept: "pdf",
            label: "admin.content.articles.file",
            hint: "admin.content.articles.file_hint",
            replaceHint: "admin.content.articles.file_replace_hint",
            current: "admin.content.articles.open_file",
            remove: "admin.content.articles.remove_file",
          },
        ],
      },
      PUBLISH_NOW,
    ],
    message: problemMessages("admin.content.articles.errors", ARTICLE_PROBLEMS, {}),
    echo: photoFieldValues,
    words: {
      list: `admin.content.sections.${key}`,
      newHeading: `admin.content.articles.add.${key}`,
      create: "admin.content.articles.create_submit",
      heading: "admin.content.articles.edit_title",
      save: "admin.content.articles.save_submit",
      deleteIntro: "admin.content.articles.delete_intro",
    },
    done: ARTICLE_DONE,
    load: async (deps, id) => {
      const article = await findArticleForAdmin(deps, kind, id);
      if (!article) return undefined;
      return {
        title: article.title_en || article.title_mr,
        values: Object.fromEntries(ARTICLE_TEXT.map((field) => [field, article[field]])),
        current: { file: article.file ? storageUrl(article.file) : null },
        photos: article.images.map((image) => ({
          id: image.id,
          thumbnail: imageSources({ key: image.image_key, width: image.image_width, height: image.image_height })
            .thumbnail,
          alt_en: image.alt_en ?? "",
          alt_mr: image.alt_mr ?? "",
        })),
        published: article.published,
      };
    },
    save: (deps, actor, id, form) =>
      id === null ? createArticle(deps, actor, kind, form) : updateArticle(deps, actor, kind, id, form),
    remove: (deps, actor, id) => deleteArticle(deps, actor, kind, id),
    publish: {
      publicPath: `${publicPath}/{id}`,
      set: (deps, actor, id, on) => setArticlePublished(deps, actor, kind, id, on),
    },
  };
};
