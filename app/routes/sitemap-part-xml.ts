import { z } from "zod";
import { servicesContext } from "~/.server/context";
import { currentSitemaps } from "~/.server/seo/sitemap";
import type { Route } from "./+types/sitemap-part-xml";

const partParam = z.string().regex(/^[1-9]\d{0,4}\.xml$/);

/** GET /sitemaps/N.xml: one sitemap of the index at /sitemap.xml, of at most 50,000 URLs. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const parsed = partParam.safeParse(params.part);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  const { db, config } = context.get(servicesContext);
  const { parts } = await currentSitemaps(db, config.publicUrl);
  const part = parts[Number.parseInt(parsed.data, 10) - 1];
  if (part === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(part, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
