import { servicesContext } from "~/.server/context";
import { listSitemapEntries, renderSitemap } from "~/.server/seo/sitemap";
import type { Route } from "./+types/sitemap-xml";

/** GET /sitemap.xml: every public URL in both languages (see app/.server/seo/sitemap.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  return new Response(renderSitemap(config.publicUrl, await listSitemapEntries(db)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
