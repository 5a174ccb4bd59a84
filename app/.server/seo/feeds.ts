/**
 * RSS 2.0 feeds of the lists people follow: news, press releases, tenders and
 * recruitments, one per language, newest first. Each item links to the page in the feed's language
 * (a document's item links to its PDF); tenders and recruitments say when they close.
 */
import type { Db } from "../db/connection";
import type { DocumentKind } from "../db/tables/documents";
import { localized, textsOf } from "../content/localized";
import { i18nFor } from "../i18n/server-i18n";
import { LOCALE_SETTINGS, type Locale } from "~/i18n/locales";
import { formatDayMonthYear, formatLabels } from "~/lib/format";
import { languageUrl } from "~/lib/language-urls";
import { xml } from "./xml";

export const FEEDS = ["news", "press-releases", "tenders", "recruitments"] as const;
export type FeedName = (typeof FEEDS)[number];

type ChannelKey = "news" | "press_releases" | "tenders" | "recruitments";

const DOCUMENT_FEEDS: Record<Exclude<FeedName, "news">, { kind: DocumentKind; key: ChannelKey; page: string }> = {
  "press-releases": { kind: "press_release", key: "press_releases", page: "/press-release" },
  tenders: { kind: "tender", key: "tenders", page: "/tenders" },
  recruitments: { kind: "recruitment", key: "recruitments", page: "/recruitments" },
};

/** Enough for a reader that polls now and then; the site's lists hold the rest. */
const ITEMS_PER_FEED = 30;

export function isFeedName(value: string): value is FeedName {
  return (FEEDS as readonly string[]).includes(value);
}

type FeedItem = { title: string; lang: Locale; link: string; guid: string; date: string; description?: string };

export async function renderFeed(db: Db, siteUrl: string, feed: FeedName, locale: Locale): Promise<string> {
  const { t } = i18nFor(locale);
  const key: ChannelKey = feed === "news" ? "news" : DOCUMENT_FEEDS[feed].key;
  const page = feed === "news" ? "/news" : DOCUMENT_FEEDS[feed].page;
  const items = feed === "news" ? await newsItems(db, siteUrl, locale) : await documentItems(db, siteUrl, feed, locale);
  const selfUrl = `${siteUrl}/feeds/${feed}.xml?lang=${locale}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(t(`seo.feeds.${key}.title`))}</title>` +
    `<link>${xml(languageUrl(siteUrl, page, "", locale))}</link>` +
    `<description>${xml(t(`seo.feeds.${key}.description`))}</description>` +
    `<language>${LOCALE_SETTINGS[locale].tag}</language>` +
    `<atom:link href="${xml(selfUrl)}" rel="self" type="application/rss+xml"/>` +
    (items[0] ? `<lastBuildDate>${new Date(items[0].date).toUTCString()}</lastBuildDate>` : "") +
    items.map(renderItem).join("") +
    `</channel></rss>\n`
  );
}

function renderItem(item: FeedItem): string {
  return (
    `<item><title>${xml(item.title)}</title><link>${xml(item.link)}</link>` +
    `<guid isPermaLink="false">${xml(item.guid)}</guid>` +
    `<pubDate>${new Date(item.date).toUTCString()}</pubDate>` +
    (item.description ? `<description>${xml(item.description)}</description>` : "") +
    `</item>`
  );
}

async function newsItems(db: Db, siteUrl: string, locale: Locale): Promise<FeedItem[]> {
  const rows = await db
    .selectFrom("articles")
    .select(["id", "title_en", "title_mr", "title_hi", "summary_en", "summary_mr", "summary_hi", "created_at"])
    .where("kind", "=", "news")
    .where("published", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ITEMS_PER_FEED)
    .execute();
  return rows.map((row) => {
    const title = localized(textsOf(row, "title"), locale);
    const summary = localized(textsOf(row, "summary"), locale).text;
    return {
      title: title.text,
      lang: title.lang,
      link: languageUrl(siteUrl, `/news/${row.id}`, "", locale),
      guid: `news-${row.id}`,
      date: iso(row.created_at),
      ...(summary ? { description: summary } : {}),
    };
  });
}

async function documentItems(
  db: Db,
  siteUrl: string,
  feed: Exclude<FeedName, "news">,
  locale: Locale,
): Promise<FeedItem[]> {
  const { t } = i18nFor(locale);
  const labels = formatLabels(t);
  const rows = await db
    .selectFrom("documents")
    .select(["id", "title_en", "title_mr", "title_hi", "uploaded_file", "expires_on", "created_at"])
    .where("kind", "=", DOCUMENT_FEEDS[feed].kind)
    .where("published", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ITEMS_PER_FEED)
    .execute();
  return rows.map((row) => {
    const title = localized(textsOf(row, "title"), locale);
    return {
      title: title.text,
      lang: title.lang,
      link: `${siteUrl}/storage/${row.uploaded_file}`,
      guid: `${DOCUMENT_FEEDS[feed].kind}-${row.id}`,
      date: iso(row.created_at),
      ...(row.expires_on
        ? { description: t("seo.feeds.closes_on", { date: formatDayMonthYear(row.expires_on, locale, labels) }) }
        : {}),
    };
  });
}

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}
