import { requestContext, servicesContext } from "~/.server/context";
import { booksJson } from "~/.server/content/documents/documents-http";
import type { Route } from "./+types/front-books";

/** GET /iapi/front/book: the initiative booklets, `{ books: { data } }` (SPEC §7). */
export function loader({ context }: Route.LoaderArgs) {
  return booksJson(context.get(servicesContext).db, context.get(requestContext).locale);
}
