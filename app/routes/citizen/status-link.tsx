import { useTranslation } from "~/i18n/use-translation";
import { loadStatusLinkPage } from "~/.server/reports/status/status-page";
import { StatusFlow } from "~/components/reports/status/StatusFlow";
import { CitizenPage } from "~/components/layout/CitizenPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/status-link";

/** /status/<token>: the status of the one report the link in its reference SMS was signed for. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStatusLinkPage({ context, request });
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The token opens a citizen's report: never cached, never indexed, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

export default function StatusLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("citizen.status.title");
  return (
    <CitizenPage title={title} head={<meta name="robots" content="noindex" />}>
      <StatusFlow data={loaderData} title={title} />
    </CitizenPage>
  );
}
