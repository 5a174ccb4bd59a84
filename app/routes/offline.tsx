import { requestContext, servicesContext } from "~/.server/context";
import { emergencyHelp } from "~/.server/i18n/emergency-help";
import { OfflinePage } from "~/components/offline/OfflinePage";
import type { PageHandle } from "~/lib/page-handle";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/offline";

/**
 * /offline: the page the service worker (public/sw.js) keeps in both languages and shows
 * when a page cannot be loaded. It is served without scripts: it stands in for whatever address
 * failed, and the router would otherwise try to load that address's data.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    savedAt: context.get(servicesContext).clock.now().toISOString(),
    national: emergencyHelp(context.get(requestContext).locale).national,
  };
}

export const handle: PageHandle = { withoutScripts: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export default function Offline({ loaderData }: Route.ComponentProps) {
  return <OfflinePage savedAt={loaderData.savedAt} national={loaderData.national} />;
}
