import { servicesContext } from "~/.server/context";
import { currentSitemaps } from "~/.server/seo/sitemap";
import type { Route } from "./+types/sitemap-xml";

/**
 * GET /sitemap.xml: the sitemap index, naming the sitemaps of every public URL in both languages
 * (/sitemaps/1.xml, …; see app/.server/seo/sitemap.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const { index } = await currentSitemaps(db, config.publicUrl);
  return new Response(index, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
