import { useTranslation } from "~/i18n/use-translation";
import { loadSignInPage, signInPageAction } from "~/.server/fir/accounts/sign-in-page";
import { SignInFlow } from "~/components/fir/SignInFlow";
import { CitizenPage } from "~/components/layout/CitizenPage";
import styles from "~/styles/pages/citizen.css?url";
import type { Route } from "./+types/fir-sign-in";
import { answeredPageHeaders } from "~/.server/http/answer-headers";

/** /fir-dashboard/sign-in: a citizen signs in with their mobile number and a one-time code. */
export function loader(args: Route.LoaderArgs) {
  return loadSignInPage(args);
}

export function action(args: Route.ActionArgs) {
  return signInPageAction(args);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers: Route.HeadersFunction = answeredPageHeaders;

export default function FirSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = actionData ?? loaderData;
  const title = t("fir.sign_in.title");
  return (
    <CitizenPage title={title} description={t("fir.sign_in.description")}>
      {loaderData.notice ? (
        <div className="citizen-notice" role="status">
          {t(loaderData.notice === "ended" ? "fir.sign_in.ended" : "fir.sign_in.signed_out")}
        </div>
      ) : null}
      <p className="fir-emergency">
        <strong>{t("fir.sign_in.emergency")}</strong>
      </p>
      {data.step.name === "form" ? <p className="citizen-intro">{t("fir.sign_in.intro")}</p> : null}
      <SignInFlow key={data.answerId} data={data} title={title} />
    </CitizenPage>
  );
}
