import { servicesContext } from "~/.server/context";
import { visitorCountResponseSchema } from "~/.server/visitors/visitor-count-api";
import type { Route } from "./+types/visitor-count";

/** GET /api/visitor-count: `{ visitorCount }`, live (never from the page cache). */
export function loader({ context }: Route.LoaderArgs) {
  const visitorCount = context.get(servicesContext).visitors.total();
  return Response.json(visitorCountResponseSchema.parse({ visitorCount }), {
    headers: { "Cache-Control": "no-store" },
  });
}
