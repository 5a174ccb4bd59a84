import { useTranslation } from "~/i18n/use-translation";
import type { StatusPageData } from "~/.server/reports/status/status-page";
import { useFormat } from "~/i18n/use-format";
import { mobileForDisplay } from "~/lib/mobile-number";
import { FirRegistered } from "~/components/fir/FirRegistered";
import { WhatHappensNext } from "../WhatHappensNext";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { TextField } from "../../ui/fields";
import { MobileField } from "../../ui/MobileField";
import { CodeStep } from "../../otp/CodeStep";
import { CodeFlowFrame, CodeFlowRestart, CodeFlowStartForm, useCodeFlow } from "../../otp/code-flow";

/**
 * The status page's steps: reference and mobile -> code -> status and remark. Plain form posts
 * answered in place (React Router submits them without a page load when script runs), so the
 * reference and the mobile number never appear in a URL.
 */
export function StatusFlow({ data, title }: { data: StatusPageData; title: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const site = useSiteSettings();
  const { step } = data;
  const flow = useCodeFlow({ idPrefix: "status", action: "/status", ...data });
  const { busy, csrfToken, errors, fieldError, hasError, codeStepProps } = flow;

  let body: React.ReactNode;
  if (step.name === "expired" || step.name === "link_invalid") {
    body = (
      <CodeFlowRestart
        text={t(step.name === "expired" ? "citizen.status.expired" : "citizen.status.link_invalid")}
        href="/status"
        label={t("citizen.start_again")}
      />
    );
  } else if (step.name === "result") {
    const { view } = step;
    body = (
      <section className="citizen-result" aria-labelledby="status-result-title">
        <h2 id="status-result-title" tabIndex={-1} data-autofocus>
          {t("citizen.status.result_heading", { reference: view.reference })}
        </h2>
        <dl className="citizen-summary-list">
          <div>
            <dt>{t("citizen.status.current_status")}</dt>
            <dd>
              <strong className={`citizen-status citizen-status-${view.status}`}>
                {t(`citizen.statuses.${view.status}`)}
              </strong>
            </dd>
          </div>
          <div>
            <dt>{t("citizen.status.kind")}</dt>
            <dd>{t(`citizen.kinds.${view.kind}`)}</dd>
          </div>
          {view.confirmed_at ? (
            <div>
              <dt>{t("citizen.status.received_on")}</dt>
              <dd>
                <time dateTime={view.confirmed_at}>{format.dateTime(view.confirmed_at)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("citizen.status.updated_on")}</dt>
            <dd>
              <time dateTime={view.updated_at}>{format.dateTime(view.updated_at)}</time>
            </dd>
          </div>
          {view.station ? (
            <div>
              <dt>{t("citizen.status.station")}</dt>
              <dd>
                <span lang={view.station.lang}>{view.station.name}</span>
                {view.transferred_at ? (
                  <>
                    <br />
                    {t("citizen.status.transferred", { date: format.dateTime(view.transferred_at) })}
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          {view.kind === "fir" || view.fir_number ? (
            <div>
              <dt>{t("citizen.status.fir_number")}</dt>
              <dd>{view.fir_number ?? t("citizen.status.fir_pending")}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("citizen.status.remark")}</dt>
            <dd className="citizen-remark">{view.public_remark || t("citizen.status.no_remark")}</dd>
          </div>
        </dl>
        {/* Until an officer takes it up, what happens next; once an FIR is registered, what that means. */}
        {view.kind !== "fir" && !view.fir_number && view.status === "received" ? (
          <WhatHappensNext
            kind={view.kind}
            station={view.station?.name ?? null}
            headingLevel={3}
            id="status-next-heading"
          />
        ) : null}
        {view.fir_number ? (
          <FirRegistered
            firNumber={view.fir_number}
            recordedAt={view.fir_recorded_at}
            station={view.station?.name ?? t("citizen.status.fir_station_unknown")}
            portal={site.links.firStatus}
          />
        ) : null}
        <p>
          <a href="/status">{t("citizen.status.check_another")}</a>
        </p>
      </section>
    );
  } else if (step.name === "code") {
    body = codeStepProps && (
      <CodeStep
        {...codeStepProps}
        intro={t("citizen.status.code_intro", { mobile: mobileForDisplay(step.mobile) })}
        submitLabel={t("citizen.code.submit")}
      />
    );
  } else {
    const values = step.values ?? {};
    body = (
      <CodeFlowStartForm action="/status" csrfToken={csrfToken} errors={errors} formError={step.formError}>
        <TextField
          id="status-reference"
          name="reference"
          label={t("citizen.status.reference")}
          hint={t("citizen.status.reference_hint")}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          width="medium"
          defaultValue={values.reference}
          error={fieldError("reference")}
        />
        <MobileField
          id="status-mobile_number"
          name="mobile_number"
          label={t("citizen.fields.mobile_number")}
          defaultValue={values.mobile_number}
          error={fieldError("mobile_number")}
        />
        <button type="submit" className="button citizen-submit" disabled={busy}>
          {busy ? t("citizen.sending") : t("citizen.status.check")}
        </button>
        <p className="citizen-privacy">{t("citizen.status.privacy")}</p>
      </CodeFlowStartForm>
    );
  }

  return (
    <CodeFlowFrame container={flow.container} title={title} hasError={hasError}>
      {body}
    </CodeFlowFrame>
  );
}
