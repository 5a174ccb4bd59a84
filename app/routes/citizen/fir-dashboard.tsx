import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useRouteLoaderData, Link } from "react-router";
import { dashboardAction, loadDashboard } from "~/.server/fir/fir-dashboard-page";
import { FirForm } from "~/components/fir/FirForm";
import { MyReports } from "~/components/fir/MyReports";
import { NameForm } from "~/components/fir/NameForm";
import { mobileForDisplay } from "~/lib/mobile-number";
import type { loader as rootLoader } from "~/root";
import citizenStyles from "~/styles/pages/citizen.css?url";
import styles from "~/styles/pages/fir.css?url";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/fir-dashboard";

/**
 * /fir-dashboard (SPEC §2 "FIR dashboard"): for a signed-in citizen, the warning, the welcome,
 * 'File New FIR' with its collapsible form, and their own requests. Not for search engines.
 */
export function loader(args: Route.LoaderArgs) {
  return loadDashboard(args);
}

export function action(args: Route.ActionArgs) {
  return dashboardAction(args);
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: citizenStyles },
  { rel: "stylesheet", href: styles },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function FirDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const csrfToken = useRouteLoaderData<typeof rootLoader>("root")?.csrfToken ?? "";
  const fileNew = useRef<HTMLAnchorElement>(null);
  const data = loaderData;
  const refused = actionData && actionData.step === data.step ? actionData : null;
  const title = t("fir.dashboard.title");
  const hasError = Boolean(actionData && Object.keys(actionData.errors).length > 0);

  // Closing the form (Cancel) puts the focus back on the button that opens it.
  const wasOpen = useRef(data.step !== null);
  useEffect(() => {
    if (wasOpen.current && data.step === null) fileNew.current?.focus();
    wasOpen.current = data.step !== null;
  }, [data.step]);

  return (
    <div className="citizen-page fir-page">
      <title>{`${hasError ? t("citizen.error_title", { title }) : title} | ${t("common.site_name")}`}</title>
      <meta name="robots" content="noindex" />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p className="fir-warning">
        <strong>{t("fir.dashboard.warning")}</strong>
      </p>
      {data.view === "name" ? (
        <NameForm
          csrfToken={csrfToken}
          value={actionData?.step === "name" ? actionData.values.name : undefined}
          error={actionData?.step === "name" && actionData.errors.name ? t(actionData.errors.name as never) : undefined}
        />
      ) : (
        <>
          <section className="fir-welcome" aria-label={t("fir.dashboard.welcome")}>
            <p className="fir-welcome-title">{t("fir.dashboard.welcome")}</p>
            <p>{t("fir.dashboard.signed_in_as", { name: data.name ?? "" })}</p>
            <p className="citizen-hint">{t("fir.dashboard.mobile", { mobile: mobileForDisplay(data.maskedMobile) })}</p>
            <Form method="post" action="/fir-dashboard/sign-out">
              <input type="hidden" name="_token" value={csrfToken} />
              <button type="submit" className="button button-secondary">
                {t("fir.dashboard.sign_out")}
              </button>
            </Form>
          </section>
          <p>{t("fir.dashboard.about")}</p>
          <p className="fir-emergency">
            <strong>{t("fir.dashboard.emergency")}</strong>
          </p>
          <div id="fir-form">
            {data.step === null ? (
              <Link to="/fir-dashboard?step=personal#fir-form" className="button fir-file-new" ref={fileNew}>
                {t("fir.dashboard.file_new")}
              </Link>
            ) : (
              <FirForm
                step={data.step}
                draft={data.draft}
                refused={refused}
                stops={data.stops}
                policeStation={data.policeStation}
                csrfToken={csrfToken}
                answerId={refused?.answerId ?? data.answerId}
              />
            )}
          </div>
          <MyReports reports={data.reports} />
        </>
      )}
    </div>
  );
}
