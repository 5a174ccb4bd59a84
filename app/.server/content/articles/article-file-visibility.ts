/**
 * Whether an article's stored file (a photo's variants or the attached PDF) may be served to the
 * public. Files live at guessable-once-seen storage addresses (/storage/articles/…) that outlive
 * the page: unpublishing an article must take its photos and attachment off the site too, not only
 * its page. A file is public only while an article that is published owns it; a file no
 * article owns (an upload whose save failed) is never public.
 */
import type { Db } from "../../db/connection";

export const ARTICLE_FILE_FOLDER = "articles";

/** A photo's files sit in its own folder (articles/<id>/thumb.webp …); the PDF is articles/<id>.pdf. */
const PHOTO_FILE = /^articles\/([a-z0-9-]+)\/[a-z0-9_.-]+$/;
const ATTACHMENT = /^articles\/[a-z0-9-]+\.[a-z0-9]+$/;

/** True when `key` is under the articles folder and no published article owns it. */
export async function isHiddenArticleFile(db: Db, key: string): Promise<boolean> {
  if (!key.startsWith(`${ARTICLE_FILE_FOLDER}/`)) return false;
  const photo = PHOTO_FILE.exec(key);
  if (photo) {
    const owner = await db
      .selectFrom("article_images")
      .innerJoin("articles", "articles.id", "article_images.article_id")
      .select("articles.id")
      .where("article_images.image_key", "=", `${ARTICLE_FILE_FOLDER}/${photo[1]}`)
      .where("articles.published", "=", 1)
      .executeTakeFirst();
    return !owner;
  }
  if (ATTACHMENT.test(key)) {
    const owner = await db
      .selectFrom("articles")
      .select("id")
      .where("file", "=", key)
      .where("published", "=", 1)
      .executeTakeFirst();
    return !owner;
  }
  return true;
}
