import { requestContext, servicesContext } from "~/.server/context";
import { loadDocumentListPage } from "~/.server/content/documents/documents-http";
import { DocumentListPage } from "~/components/documents/DocumentListPage";
import styles from "~/styles/pages/documents.css?url";
import type { Route } from "./+types/archive";
import { TEXT_PAGE } from "~/lib/page-handle";

/**
 * /tenders/archive and /recruitments/archive: the notices whose closing date has
 * passed, `?page=N`. One module for both; the path says which.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/tenders") ? "tender" : "recruitment";
  return loadDocumentListPage(
    kind,
    request,
    context.get(servicesContext),
    context.get(requestContext).locale,
    "closed",
  );
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function DocumentArchive({ loaderData }: Route.ComponentProps) {
  return <DocumentListPage page={loaderData} />;
}
