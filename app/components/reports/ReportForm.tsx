import { useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { ReportStep } from "~/.server/reports/report-pages";
import type { ReportFormSettings } from "~/.server/reports/submit";
import { CodeStep } from "~/components/otp/CodeStep";
import { useHydrated } from "~/components/ui/use-hydrated";
import { mobileForDisplay } from "~/lib/mobile-number";
import type { loader as rootLoader } from "~/root";
import {
  FORM_OPENED_FIELD,
  HONEYPOT_FIELD,
  REPORT_KIND_PATHS,
  type CitizenReportKind,
} from "~/validation/citizen-rules";
import { REPORT_PHOTO_ACCEPT, REPORT_PHOTO_FIELD, takesPhotos } from "~/validation/report-photos";
import { FileField } from "../ui/fields";
import { FormProblems } from "../otp/code-flow";
import { useReportFlow, type ReportFieldsProps } from "./report-flow";
import { ReportComplaintDeclaration, ReportComplaintFields } from "./ReportComplaintFields";
import { ReportContactFields } from "./ReportContactFields";
import { ReportDone } from "./ReportDone";
import { ReportLostFoundFields } from "./ReportLostFoundFields";
import { ReportPrivacyNotice } from "./ReportPrivacyNotice";
import { ReportSuggestionFields } from "./ReportSuggestionFields";

/**
 * One form for the suggestion, complaint and lost-and-found reports, used by their pages and by
 * the suggestion and complaint dialogs on the home page (SPEC §4): (1) the form; (2) once the
 * server answers with the record, the one-time code (the OK button hidden: filling the boxes
 * sends it); (3) the success message with the reference number. A refusal shows the server's
 * reason in a red alert, or "Some error occurred".
 *
 * Without JavaScript every step is a plain form posted to the kind's page (the server answers
 * with the next step). With JavaScript the same markup is driven by the JSON API, in place
 * (report-flow.ts).
 *
 * The form carries the "opened at" stamp the server signed when it made the form (`opened`; see
 * app/.server/reports/form-guard.ts) in a hidden field, which both ways send.
 */
export function ReportForm({
  kind,
  settings,
  step: serverStep,
  opened,
  idPrefix,
  headingLevel,
  pageTitle,
}: {
  kind: CitizenReportKind;
  settings: ReportFormSettings;
  /** The step the server rendered (from the page's loader or action). */
  step: ReportStep;
  /** The "opened at" stamp of this form, from the loader or action that made it. */
  opened: string;
  /** Prefix for element ids, so a page and a dialog never share one. */
  idPrefix: string;
  /** Level of the headings inside the form: 2 on a page (under its h1), 3 in a dialog. */
  headingLevel: 2 | 3;
  /** On a page: the page's title, written into <title> (with "Error:" while errors show). */
  pageTitle?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hydrated = useHydrated();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const csrfToken = root?.csrfToken ?? "";
  const paths = REPORT_KIND_PATHS[kind];
  const { step, busy, stamp, container, send, verify, resend, restart } = useReportFlow(kind, settings, serverStep);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = (name: string) => `${idPrefix}-${name}`;

  const errorCount =
    step.name === "form"
      ? Object.keys(step.errors).length + (step.formError ? 1 : 0)
      : step.name === "code" && step.codeError
        ? 1
        : 0;
  const title = pageTitle ? (
    <title>{`${errorCount > 0 ? t("citizen.error_title", { title: pageTitle }) : pageTitle} | ${t("common.site_name")}`}</title>
  ) : null;

  if (step.name === "expired") {
    return (
      <div ref={container} className="citizen-flow">
        {title}
        <div className="citizen-alert" role="alert">
          <Heading className="citizen-alert-title">{t("citizen.expired.heading")}</Heading>
          <p>{t("citizen.expired.text", { minutes: format.digits(settings.draftMinutes) })}</p>
        </div>
        <p>
          <a href={paths.page} className="button">
            {t("citizen.start_again")}
          </a>
        </p>
      </div>
    );
  }

  if (step.name === "done") {
    return (
      <div ref={container} className="citizen-flow">
        {title}
        <ReportDone
          kind={kind}
          reference={step.reference}
          statusPath={step.statusPath}
          station={step.station}
          id={step.id}
          headingLevel={headingLevel}
          onSendAnother={hydrated ? () => restart() : undefined}
        />
      </div>
    );
  }

  if (step.name === "code") {
    return (
      <div ref={container} className="citizen-flow">
        {title}
        <CodeStep
          idPrefix={idPrefix}
          action={paths.page}
          csrfToken={csrfToken}
          hidden={{ [paths.idField]: String(step.record.id) }}
          mobile={step.record.mobile_number}
          intro={t("citizen.code.sent_to", {
            length: format.digits(settings.otpLength),
            mobile: mobileForDisplay(step.record.mobile_number),
          })}
          notice={step.notice}
          codeError={step.codeError}
          undelivered={step.undelivered}
          otpLength={settings.otpLength}
          codeMinutes={settings.codeMinutes}
          busy={busy === "checking"}
          resending={busy === "resending"}
          submitLabel={t("citizen.code.submit")}
          headingLevel={headingLevel}
          attempt={step.attempt}
          focusFirst={step.focus === "code"}
          onVerify={(code) => void verify(code)}
          onResend={() => void resend()}
          onChangeNumber={() => restart(step.values)}
        />
      </div>
    );
  }

  const { values, errors } = step;
  const summary = Object.entries(errors).map(([field, message]) => ({ id: id(field), message }));
  const field = (name: string) => ({ id: id(name), name, defaultValue: values[name], error: errors[name] });
  const fields: ReportFieldsProps = { settings, values, errors, id, field, headingLevel };

  return (
    <div ref={container} className="citizen-flow">
      {title}
      <form
        method="post"
        action={paths.page}
        // Photos go as multipart without JavaScript too; the token stays the first field (CSRF).
        encType={takesPhotos(kind) ? "multipart/form-data" : undefined}
        noValidate
        className="citizen-form"
        onSubmit={
          hydrated
            ? (event) => {
                event.preventDefault();
                void send(event.currentTarget);
              }
            : undefined
        }
      >
        <FormProblems
          errors={summary}
          formError={step.formError}
          idPrefix={id("error-summary")}
          headingLevel={headingLevel}
        />
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name={FORM_OPENED_FIELD} value={stamp ?? opened} />
        <div className="citizen-hp" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>{t("citizen.honeypot_label")}</label>
          <input
            id={id(HONEYPOT_FIELD)}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {kind === "lost_found" ? <ReportLostFoundFields {...fields} /> : null}
        <ReportContactFields {...fields} />
        {kind === "suggestion" ? <ReportSuggestionFields {...fields} /> : null}
        {kind === "complaint" ? <ReportComplaintFields {...fields} /> : null}
        {takesPhotos(kind) ? (
          <FileField
            id={id(REPORT_PHOTO_FIELD)}
            name={REPORT_PHOTO_FIELD}
            label={t("citizen.photos.label")}
            hint={t("citizen.photos.hint")}
            accept={REPORT_PHOTO_ACCEPT}
            multiple
            optional
            error={errors[REPORT_PHOTO_FIELD]}
          />
        ) : null}
        {kind === "complaint" ? <ReportComplaintDeclaration {...fields} /> : null}

        <button type="submit" className="button citizen-submit" disabled={busy !== null}>
          {busy === "sending" ? t("citizen.sending") : t("citizen.send")}
        </button>
        {busy === "sending" ? (
          <span className="visually-hidden" role="status">
            {t("citizen.sending")}
          </span>
        ) : null}
      </form>
      <ReportPrivacyNotice settings={settings} headingLevel={headingLevel} />
    </div>
  );
}
