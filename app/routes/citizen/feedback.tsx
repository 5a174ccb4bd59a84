import { useTranslation } from "~/i18n/use-translation";
import { loadReportPage, reportPageAction } from "~/.server/reports/report-pages";
import { answeredPageHeaders } from "~/.server/http/answer-headers";
import { ReportPage } from "~/components/reports/ReportPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/feedback";

/**
 * /feedback (GIGW): feedback about the website, sent as a suggestion through the same flow (form,
 * one-time code, reference number), so staff find it in the same inbox.
 */
export function loader(args: Route.LoaderArgs) {
  return loadReportPage("suggestion", args);
}

export function action(args: Route.ActionArgs) {
  return reportPageAction("suggestion", args, "/feedback");
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = answeredPageHeaders;

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ReportPage
      data={actionData ?? loaderData}
      title={t("policies.feedback.title")}
      intro={t("policies.feedback.intro")}
    />
  );
}
