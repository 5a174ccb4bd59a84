import { useTranslation } from "~/i18n/use-translation";
import { loadReportPage, reportPageAction } from "~/.server/reports/report-pages";
import { answeredPageHeaders } from "~/.server/http/answer-headers";
import { ReportPage } from "~/components/reports/ReportPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/complaint";

/** /complaint: the complaint form, its one-time code and its reference number (SPEC §2, §4). */
export function loader(args: Route.LoaderArgs) {
  return loadReportPage("complaint", args);
}

/** Without JavaScript: form -> code -> done, each step a plain form post. */
export function action(args: Route.ActionArgs) {
  return reportPageAction("complaint", args);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = answeredPageHeaders;

export default function ComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ReportPage
      data={actionData ?? loaderData}
      title={t("citizen.complaints.title")}
      intro={t("citizen.complaints.intro")}
    />
  );
}
