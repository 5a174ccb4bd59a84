import { useTranslation } from "~/i18n/use-translation";
import { IDLE_TIMEOUT_MS } from "~/.server/auth/sessions";
import { DRAFT_LIFETIME_MS } from "~/.server/reports/reports";
import { FIR_DRAFT_LIFETIME_DAYS } from "~/.server/fir/fir-requests";
import { servicesContext } from "~/.server/context";
import { CODE_TTL_MS } from "~/.server/otp/otp-limits";
import { HELPLINES } from "~/content/helplines";
import { SECTIONED_POLICY_PAGES, type SectionedPolicy } from "~/content/policy-pages";
import { useFormat } from "~/i18n/use-format";
import enPolicies from "~/locales/en/policies";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/policy-page";
import { TEXT_PAGE } from "~/lib/page-handle";

const MINUTE_MS = 60_000;

/**
 * The GIGW policy and help pages made of sections (copyright, hyperlinking, privacy, terms,
 * disclaimer, accessibility statement, help), one module for all of them. The privacy page states
 * the limits the code enforces, so the numbers come from the code and the configuration.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = policyFor(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return {
    page,
    numbers: {
      draftMinutes: DRAFT_LIFETIME_MS / MINUTE_MS,
      codeMinutes: CODE_TTL_MS / MINUTE_MS,
      retentionDays: context.get(servicesContext).config.reportRetentionDays,
      firDraftDays: FIR_DRAFT_LIFETIME_DAYS,
      idleMinutes: IDLE_TIMEOUT_MS / MINUTE_MS,
    },
  };
}

function policyFor(pathname: string): SectionedPolicy | undefined {
  return SECTIONED_POLICY_PAGES[pathname.replace(/\/$/, "") as keyof typeof SECTIONED_POLICY_PAGES];
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, numbers } = loaderData;
  // Counts in the visitor's script (Devanagari digits in Marathi); the helpline as it is dialled.
  const values = {
    helpline: HELPLINES.railway,
    draftMinutes: format.digits(numbers.draftMinutes),
    codeMinutes: format.digits(numbers.codeMinutes),
    retentionDays: format.digits(numbers.retentionDays),
    firDraftDays: format.digits(numbers.firDraftDays),
    idleMinutes: format.digits(numbers.idleMinutes),
  };
  const sections = Object.keys(enPolicies[page].sections);
  const text = (key: string) => t(`policies.${page}.${key}` as "policies.help.title", values);
  return (
    <div className="info-page policy-page">
      <title>{`${text("title")} | ${t("common.site_name")}`}</title>
      <meta name="description" content={text("intro")} />
      <div className="page-header">
        <h1>{text("title")}</h1>
      </div>
      <p className="policy-intro">{text("intro")}</p>
      <div className="prose">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`policy-${section}`}>
            <h2 id={`policy-${section}`}>{text(`sections.${section}.heading`)}</h2>
            {text(`sections.${section}.body`)
              .split("\n\n")
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </section>
        ))}
      </div>
    </div>
  );
}
