import { useTranslation } from "~/i18n/use-translation";
import { loadStatusPage, statusPageAction } from "~/.server/reports/status/status-page";
import { StatusFlow } from "~/components/reports/status/StatusFlow";
import { CitizenPage } from "~/components/layout/CitizenPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/status";
import { answeredPageHeaders } from "~/.server/http/answer-headers";

/** /status: reference number and mobile -> one-time code -> status and the staff's public remark. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStatusPage({ context, request });
}

export function action(args: Route.ActionArgs) {
  return statusPageAction(args);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = answeredPageHeaders;

export default function StatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = actionData ?? loaderData;
  const title = t("citizen.status.title");
  return (
    <CitizenPage title={title} description={t("citizen.status.intro")}>
      {data.step.name === "form" ? <p className="citizen-intro">{t("citizen.status.intro")}</p> : null}
      <StatusFlow key={data.answerId} data={data} title={title} />
    </CitizenPage>
  );
}
