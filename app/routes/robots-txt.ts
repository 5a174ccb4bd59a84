import { servicesContext } from "~/.server/context";
import { renderRobots } from "~/.server/seo/robots";
import type { Route } from "./+types/robots-txt";

/** GET /robots.txt: crawl rules and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(context.get(servicesContext).config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
