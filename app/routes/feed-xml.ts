import { requestContext, servicesContext } from "~/.server/context";
import { isFeedName, renderFeed } from "~/.server/seo/feeds";
import type { Route } from "./+types/feed-xml";

/**
 * GET /feeds/{news,press-releases,tenders,recruitments}.xml[?lang=mr]: an RSS 2.0 feed in the
 * requested (or the visitor's) language.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = params.feed.replace(/\.xml$/, "");
  if (!params.feed.endsWith(".xml") || !isFeedName(name)) throw new Response("Not Found", { status: 404 });
  const { db, config } = context.get(servicesContext);
  const body = await renderFeed(db, config.publicUrl, name, context.get(requestContext).locale);
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
