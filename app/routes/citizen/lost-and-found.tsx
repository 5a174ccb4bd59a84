import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { loadReportPage, reportPageAction } from "~/.server/reports/report-pages";
import { answeredPageHeaders } from "~/.server/http/answer-headers";
import { requestContext, servicesContext } from "~/.server/context";
import { lostFormPrefill } from "~/.server/found-property/lost-form-prefill";
import { siteHolding } from "~/.server/found-property/holding";
import { ReportPage } from "~/components/reports/ReportPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/lost-and-found";

/**
 * /lost-and-found: report a lost or a found item, confirmed by a one-time code. Opened
 * from the public register's "this is mine" link (`?item=FP-000123`), the form starts filled in
 * for that item.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadReportPage("lost_found", args);
  if (page.step.name !== "form") return page;
  const services = args.context.get(servicesContext);
  const values = await lostFormPrefill(
    services.db,
    args.context.get(requestContext).locale,
    new URL(args.request.url).searchParams.get("item"),
    siteHolding(services),
  );
  return values ? { ...page, step: { name: "form" as const, values } } : page;
}

/** Without JavaScript: form -> code -> done, each step a plain form post. */
export function action(args: Route.ActionArgs) {
  return reportPageAction("lost_found", args);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = answeredPageHeaders;

export default function LostAndFoundPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = actionData ?? loaderData;
  return (
    <ReportPage data={data} title={t("citizen.lost_found.title")} intro={t("citizen.lost_found.intro")}>
      {data.step.name === "form" ? (
        <p className="citizen-callout">
          <Link to="/found-property">{t("citizen.lost_found.see_found")}</Link>
        </p>
      ) : null}
    </ReportPage>
  );
}
