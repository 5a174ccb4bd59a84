import { Link } from "react-router";
import { getHelpStep, type HelpAction } from "~/.server/content/info/get-help";
import { ShareTags } from "~/components/seo/ShareTags";
import { useTranslation } from "~/i18n/use-translation";
import { telHref } from "~/lib/tel";
import type { Route } from "./+types/get-help";

/** /get-help: which agency to call, in two or three questions, as plain links. */
export function loader({ request }: Route.LoaderArgs) {
  return getHelpStep(new URL(request.url));
}

const CHOICE_KEYS = {
  emergency: "get_help.choices.emergency",
  suburban: "get_help.choices.suburban",
  lost_phone: "get_help.choices.lost_phone",
  cyber: "get_help.choices.cyber",
  amenities: "get_help.choices.amenities",
  long_distance: "get_help.choices.long_distance",
  suburban_crime: "get_help.choices.suburban_crime",
  suburban_lost: "get_help.choices.suburban_lost",
} as const;

function Action({ action }: { action: HelpAction }) {
  const { t } = useTranslation();
  if (action.type === "call") {
    return <a href={telHref(action.number)}>{t("get_help.actions.call", { number: action.number })}</a>;
  }
  if (action.type === "external") {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer">
        {t(`get_help.actions.${action.key}`)}
      </a>
    );
  }
  // The FIR dashboard's strings load with its document (app/entry.client.tsx).
  return (
    <Link to={action.href} reloadDocument={action.key === "fir"}>
      {t(`get_help.actions.${action.key}`)}
    </Link>
  );
}

export default function GetHelpPage({ loaderData: step }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("get_help.title");
  const choices = (question: string, list: readonly (keyof typeof CHOICE_KEYS)[]) => (
    <section aria-labelledby="get-help-question">
      <h2 id="get-help-question">{question}</h2>
      <ul className="get-help-choices">
        {list.map((choice) => (
          <li key={choice}>
            <Link to={`/get-help?need=${choice}`}>{t(CHOICE_KEYS[choice])}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="get-help-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={t("get_help.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p>{t("get_help.intro")}</p>
      {step.name === "first" ? choices(t("get_help.question"), step.choices) : null}
      {step.name === "suburban" ? choices(t("get_help.suburban_question"), step.choices) : null}
      {step.name === "answer" ? (
        <section aria-labelledby="get-help-answer">
          <h2 id="get-help-answer">{t(`get_help.answers.${step.answer}.heading`)}</h2>
          <p>{t(`get_help.answers.${step.answer}.text`)}</p>
          <ul className="get-help-actions">
            {step.actions.map((action, index) => (
              <li key={index}>
                <Action action={action} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {step.name !== "first" ? (
        <p>
          <Link to="/get-help">{t("get_help.start_again")}</Link>
        </p>
      ) : null}
    </div>
  );
}
