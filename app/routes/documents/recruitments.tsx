import { requestContext, servicesContext } from "~/.server/context";
import { loadDocumentListPage } from "~/.server/content/documents/documents-http";
import { DocumentListPage } from "~/components/documents/DocumentListPage";
import styles from "~/styles/pages/documents.css?url";
import type { Route } from "./+types/recruitments";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /recruitments (SPEC §2): a table of documents, `?page=N`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadDocumentListPage("recruitment", request, context.get(servicesContext), context.get(requestContext).locale);
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // The RSS feed of this list, in the visitor's language.
  { rel: "alternate", type: "application/rss+xml", href: "/feeds/recruitments.xml" },
];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function Recruitments({ loaderData }: Route.ComponentProps) {
  return <DocumentListPage page={loaderData} />;
}
