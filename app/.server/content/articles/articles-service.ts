/**
 * What the public sees of news and good works, in the visitor's language: the JSON API's items
 * (SPEC §3 "Article") and the leaner shapes the list and article pages need. Each text falls back
 * to the other language when an article was written in one only, and says so (`lang`) so that the
 * page can mark it for screen readers.
 */
import type { ImageRef } from "~/lib/image-sources";
import { imageSources } from "~/lib/image-sources";
import { localDigits } from "~/lib/format";
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import type { ArticleKind } from "../../db/tables/articles";
import { i18nFor } from "../../i18n/server-i18n";
import { sanitizeHtml } from "../../security/sanitize-html";
import { storageUrl } from "../../storage/file-storage";
import { localized, textsOf, type Texts } from "../localized";
import type { Page } from "../paginate";
import type { ArticleImage, ArticleItem } from "./api-schemas";
import { createArticleRepository, type ArticleWithImages, type PublicArticleImage } from "./articles-repository";

/** Cards per page: three rows of three on a desktop (SPEC §9 leaves the page size to the server). */
export const ARTICLES_PER_PAGE = 9;

/** A text in the language it is written in; `lang` only when that is not the visitor's. */
export type LocalizedText = { text: string; lang?: Locale };

export type ArticleCard = {
  id: number;
  title: LocalizedText;
  /** Shown on cards without a picture; null when the article has none. */
  summary: LocalizedText | null;
  thumbnail: ImageRef | null;
  created_at: string;
  /** The attached PDF; the card opens the article page, which links to it. */
  file_url: string | null;
};

export type ArticleDetail = {
  id: number;
  title: LocalizedText;
  /** A sentence or two for search results and link previews: the summary, else the text's start. */
  excerpt: string;
  /** The article page's lead paragraph; null when the article has none. */
  summary: LocalizedText | null;
  created_at: string;
  updated_at: string;
  /** `altLang` when the picture's description exists only in the other language. */
  images: Array<ImageRef & { alt: string; altLang?: Locale }>;
  /** Sanitised HTML, re-sanitised for this page so that links to other sites announce the new tab. */
  description: { html: string; lang?: Locale } | null;
  file_url: string | null;
};

function text(texts: Texts, locale: Locale): LocalizedText | null {
  const value = localized(texts, locale);
  if (!value.text) return null;
  return value.lang === locale ? { text: value.text } : { text: value.text, lang: value.lang };
}

function imageRef(image: PublicArticleImage): ImageRef {
  return { key: image.image_key, width: image.image_width, height: image.image_height };
}

/** The picture's own description, or "Photo 2 of 3: <title>" when staff gave none in either language. */
function imageAlt(
  image: PublicArticleImage,
  index: number,
  total: number,
  title: string,
  locale: Locale,
): LocalizedText {
  const own = text(textsOf(image, "alt"), locale);
  if (own) return own;
  return {
    text: i18nFor(locale).t("articles.article.photo_alt", {
      number: localDigits(String(index + 1), locale),
      total: localDigits(String(total), locale),
      title,
    }),
  };
}

export function toArticleItem(article: ArticleWithImages, locale: Locale): ArticleItem {
  const title = localized(textsOf(article, "title"), locale);
  const images: ArticleImage[] = article.images.map((image, index, all) => {
    const sources = imageSources(imageRef(image));
    return {
      id: image.id,
      image: image.image_key,
      url: sources.src,
      thumbnail: sources.thumbnail,
      width: image.image_width,
      height: image.image_height,
      alt: imageAlt(image, index, all.length, title.text, locale).text,
    };
  });
  return {
    id: article.id,
    title: title.text,
    summary: localized(textsOf(article, "summary"), locale).text || null,
    has_thumbnail: images.length > 0,
    created_at: article.created_at,
    updated_at: article.updated_at,
    images,
    file: article.file,
    file_url: article.file ? storageUrl(article.file) : null,
    description: localized(textsOf(article, "description"), locale).text,
    ...(title.lang !== locale ? { lang: title.lang } : {}),
  };
}

export function toArticleCard(article: ArticleWithImages, locale: Locale): ArticleCard {
  const first = article.images[0];
  return {
    id: article.id,
    title: text(textsOf(article, "title"), locale)!,
    summary: text(textsOf(article, "summary"), locale),
    thumbnail: first ? imageRef(first) : null,
    created_at: article.created_at,
    file_url: article.file ? storageUrl(article.file) : null,
  };
}

export function toArticleDetail(article: ArticleWithImages, locale: Locale): ArticleDetail {
  const title = text(textsOf(article, "title"), locale)!;
  const description = text(textsOf(article, "description"), locale);
  // Stored HTML is already sanitised; sanitising again on the way out is cheap insurance, and is
  // where links to other sites get their "(opens in a new tab)" in this page's language.
  const newTabLabel = i18nFor(locale).t("common.new_tab");
  return {
    id: article.id,
    title,
    excerpt: excerptOf(article, locale, title.text),
    summary: text(textsOf(article, "summary"), locale),
    created_at: article.created_at,
    updated_at: article.updated_at,
    images: article.images.map((image, index, all) => {
      const alt = imageAlt(image, index, all.length, title.text, locale);
      return { ...imageRef(image), alt: alt.text, ...(alt.lang ? { altLang: alt.lang } : {}) };
    }),
    description: description
      ? {
          html: sanitizeHtml(description.text, { newTabLabel }),
          ...(description.lang ? { lang: description.lang } : {}),
        }
      : null,
    file_url: article.file ? storageUrl(article.file) : null,
  };
}

const EXCERPT_LENGTH = 200;

function excerptOf(article: ArticleWithImages, locale: Locale, title: string): string {
  const summary = text(textsOf(article, "summary"), locale)?.text;
  if (summary) return summary;
  const description = text(textsOf(article, "description"), locale)?.text ?? "";
  // Text only: the stored HTML is sanitised, so dropping its tags and entities leaves its words.
  const words = description
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!words) return title;
  return words.length <= EXCERPT_LENGTH ? words : `${words.slice(0, EXCERPT_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
}

function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, data: page.data.map(map) };
}

export async function listArticleItems(db: Db, kind: ArticleKind, page: number, locale: Locale) {
  const result = await createArticleRepository(db).listPublished(kind, page, ARTICLES_PER_PAGE);
  return mapPage(result, (article) => toArticleItem(article, locale));
}

export async function findArticleItem(db: Db, kind: ArticleKind, id: number, locale: Locale) {
  const article = await createArticleRepository(db).findPublished(kind, id);
  return article ? toArticleItem(article, locale) : null;
}

export async function listArticleCards(db: Db, kind: ArticleKind, page: number, locale: Locale) {
  const result = await createArticleRepository(db).listPublished(kind, page, ARTICLES_PER_PAGE);
  return mapPage(result, (article) => toArticleCard(article, locale));
}

export async function findArticleDetail(db: Db, kind: ArticleKind, id: number, locale: Locale) {
  const article = await createArticleRepository(db).findPublished(kind, id);
  return article ? toArticleDetail(article, locale) : null;
}
