import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import type { StatusPageData } from "~/.server/reports/status/status-page";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";
import { MOBILE_INPUT_MAX, mobileForDisplay } from "~/lib/mobile-number";
import { ErrorSummary, TextField } from "../../ui/fields";
import { CodeStep } from "../../otp/CodeStep";

/**
 * The status page's steps: reference and mobile -> code -> status and remark. Plain form posts
 * answered in place (React Router submits them without a page load when script runs), so the
 * reference and the mobile number never appear in a URL.
 */
export function StatusFlow({ data, title }: { data: StatusPageData; title: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const csrfToken = useRouteLoaderData<typeof rootLoader>("root")?.csrfToken ?? "";
  const container = useRef<HTMLDivElement>(null);
  const { step } = data;
  const translate = (key: string) => t(key as never, { length: format.digits(data.otpLength) }) as string;

  const errors =
    step.name === "form"
      ? Object.entries(step.errors ?? {}).map(([field, key]) => ({ id: `status-${field}`, message: translate(key) }))
      : [];
  const hasError =
    errors.length > 0 || (step.name === "form" && step.formError) || (step.name === "code" && step.codeError);

  useEffect(() => {
    // Focus where the answered step begins: the errors, the alert, the code, or the result.
    const root = container.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>(".citizen-error-summary") ??
      root.querySelector<HTMLElement>(".citizen-alert[tabindex]") ??
      root.querySelector<HTMLElement>("[data-autofocus]") ??
      root.querySelector<HTMLElement>(".citizen-otp-box, .citizen-otp-single");
    if (!target) return;
    root.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [data.answerId]);

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );

  let body: React.ReactNode;
  if (step.name === "expired" || step.name === "link_invalid") {
    body = (
      <>
        <div className="citizen-alert" role="alert" tabIndex={-1}>
          {t(step.name === "expired" ? "citizen.status.expired" : "citizen.status.link_invalid")}
        </div>
        <p>
          <a href="/status" className="button">
            {t("citizen.start_again")}
          </a>
        </p>
      </>
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
          {view.kind === "fir" ? (
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
        <p>
          <a href="/status">{t("citizen.status.check_another")}</a>
        </p>
      </section>
    );
  } else if (step.name === "code") {
    body = (
      <CodeStep
        idPrefix="status"
        action="/status"
        csrfToken={csrfToken}
        hidden={{ check: step.check }}
        mobile={step.mobile}
        intro={t("citizen.status.code_intro", { mobile: mobileForDisplay(step.mobile) })}
        notice={step.notice}
        codeError={step.codeError}
        undelivered={step.undelivered}
        otpLength={data.otpLength}
        codeMinutes={data.codeMinutes}
        busy={busy}
        submitLabel={t("citizen.code.submit")}
      />
    );
  } else {
    const values = step.values ?? {};
    const fieldError = (field: string) => (step.errors?.[field] ? translate(step.errors[field]!) : undefined);
    body = (
      <Form method="post" action="/status" noValidate className="citizen-form">
        {errors.length > 0 ? <ErrorSummary errors={errors} headingLevel={2} /> : null}
        {step.formError ? (
          <div className="citizen-alert" role="alert" tabIndex={-1}>
            {step.formError}
          </div>
        ) : null}
        {hidden("start")}
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
        <TextField
          id="status-mobile_number"
          name="mobile_number"
          // A text box with the telephone keypad, as on the report forms (see ReportForm.tsx).
          type="text"
          label={t("citizen.fields.mobile_number")}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={MOBILE_INPUT_MAX}
          width="medium"
          defaultValue={values.mobile_number}
          error={fieldError("mobile_number")}
        />
        <button type="submit" className="button citizen-submit" disabled={busy}>
          {busy ? t("citizen.sending") : t("citizen.status.check")}
        </button>
        <p className="citizen-privacy">{t("citizen.status.privacy")}</p>
      </Form>
    );
  }

  return (
    <div ref={container} className="citizen-flow">
      <title>{`${hasError ? t("citizen.error_title", { title }) : title} | ${t("common.site_name")}`}</title>
      {body}
    </div>
  );
}
