import { useTranslation } from "~/i18n/use-translation";
import type { ArticlePageData } from "~/.server/content/articles/articles-http";
import { BackButton } from "~/components/ui/BackButton";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ShareTags } from "~/components/seo/ShareTags";
import { StructuredData } from "~/components/seo/StructuredData";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { imageSources } from "~/lib/image-sources";
import { useFormat } from "~/i18n/use-format";
import { ARTICLE_SECTIONS } from "./article-sections";
import { LocalizedText } from "./LocalizedText";

/**
 * /news/{id} and /good-works/{id} (SPEC §2 "Article page"): title, date, the summary as the lead
 * paragraph (on a phone the pictures would otherwise fill the first screens before a word of the
 * story), the attached document if any, the pictures in a masonry of 3, 2 or 1 columns, and the description. The description is HTML
 * the sanitiser wrote (on saving, and again for this page), never HTML as staff entered it.
 */
export function ArticlePage({ page }: { page: ArticlePageData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { article } = page;
  const section = ARTICLE_SECTIONS[page.kind];

  return (
    <article className="articles-article">
      <title>{`${article.title.text} | ${t("common.site_name")}`}</title>
      <ArticleShareData page={page} />
      <p className="articles-back">
        <BackButton fallback={section.path} />
      </p>
      <h1 className="articles-article-title">
        <LocalizedText value={article.title} />
      </h1>
      {article.title.lang ? <p className="articles-fallback">{t("common.language_fallback")}</p> : null}
      <p className="articles-article-date">
        {t("articles.published")}: <time dateTime={article.created_at}>{format.dateTime(article.created_at)}</time>
      </p>
      {article.summary ? (
        <p className="articles-lead" lang={article.summary.lang}>
          {article.summary.text}
        </p>
      ) : null}
      {article.file_url ? (
        <p>
          <ExternalLink href={article.file_url} className="button articles-attachment">
            {t("articles.article.attachment")}
          </ExternalLink>
        </p>
      ) : null}
      {article.images.length > 0 ? (
        <section className="articles-photos" aria-labelledby="articles-photos-heading">
          <h2 id="articles-photos-heading" className="visually-hidden">
            {t("articles.article.photos")}
          </h2>
          <ul className="articles-masonry">
            {article.images.map((image, index) => (
              <li key={image.key} className="articles-masonry-item">
                <ResponsiveImage
                  image={image}
                  alt={image.alt}
                  altLang={image.altLang}
                  sizes="(min-width: 900px) 380px, (min-width: 700px) 50vw, 100vw"
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.description ? (
        <div
          className="prose articles-description"
          lang={article.description.lang}
          // Sanitised with an allowlist on the way in and again in the loader (sanitize-html.ts).
          dangerouslySetInnerHTML={{ __html: article.description.html }}
        />
      ) : null}
    </article>
  );
}

/** Link-preview tags and schema.org data of an article: its first picture, if any. */
function ArticleShareData({ page }: { page: ArticlePageData }) {
  const { t } = useTranslation();
  const { article } = page;
  const picture = article.images[0];
  const image = picture
    ? { path: imageSources(picture).src, width: picture.width, height: picture.height, alt: picture.alt }
    : undefined;
  return (
    <>
      <ShareTags title={article.title.text} description={article.excerpt} type="article" image={image} />
      <StructuredData
        data={{
          "@type": page.kind === "news" ? "NewsArticle" : "Article",
          headline: article.title.text,
          description: article.excerpt,
          datePublished: article.created_at,
          dateModified: article.updated_at,
          ...(image ? { image: [image.path] } : {}),
          publisher: { "@type": "GovernmentOrganization", name: t("seo.site_name") },
          ...(article.title.lang ? { inLanguage: article.title.lang } : {}),
        }}
      />
    </>
  );
}
