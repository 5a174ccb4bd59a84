import { useTranslation } from "~/i18n/use-translation";
import { requestContext, servicesContext } from "~/.server/context";
import { listBooks } from "~/.server/content/documents/documents-service";
import { BookGrid } from "~/components/documents/BookGrid";
import styles from "~/styles/pages/documents.css?url";
import type { Route } from "./+types/initiatives";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /initiatives (SPEC §2): the grid of initiative booklets. */
export async function loader({ context }: Route.LoaderArgs) {
  return { books: await listBooks(context.get(servicesContext).db, context.get(requestContext).locale) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function Initiatives({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("documents.initiatives.title");
  return (
    <div className="documents-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <meta name="description" content={t("documents.initiatives.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p className="documents-intro">{t("documents.initiatives.intro")}</p>
      {loaderData.books.length === 0 ? (
        <p className="empty-state">{t("documents.initiatives.empty")}</p>
      ) : (
        <BookGrid books={loaderData.books} />
      )}
    </div>
  );
}
