import type { TFunction } from "~/i18n/translator";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData, Link } from "react-router";
import type { ReportStep } from "~/.server/reports/report-pages";
import type { ReportFormSettings } from "~/.server/reports/submit";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";
import {
  checkReportForm,
  COMPLAINT_CATEGORY_VALUES,
  COMPLAINT_MAX,
  DESCRIPTION_MAX,
  FORM_OPENED_FIELD,
  formFields,
  HONEYPOT_FIELD,
  LOST_FOUND_CATEGORY_VALUES,
  NAME_MAX,
  NAME_PATTERN_ATTRIBUTE,
  PLACE_TYPES,
  PLATFORM_MAX,
  RAILWAY_LINES,
  REPORT_FIELDS,
  REPORT_KIND_PATHS,
  SUGGESTION_MAX,
  TRAIN_MAX,
  type CitizenReportKind,
} from "~/validation/citizen-rules";
import { MOBILE_INPUT_MAX, mobileForDisplay } from "~/lib/mobile-number";
import { postForm, textOf } from "./citizen-client";
import {
  chosenPhotos,
  photoCountAndSizeProblem,
  REPORT_PHOTO_ACCEPT,
  REPORT_PHOTO_FIELD,
  takesPhotos,
} from "~/validation/report-photos";
import {
  CheckboxField,
  ErrorSummary,
  FileField,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
} from "../ui/fields";
import { OtpInput } from "../otp/OtpInput";

/**
 * One form for the suggestion, complaint and lost-and-found reports, used by their pages and by
 * the suggestion and complaint dialogs on the home page (SPEC §4): (1) the form; (2) once the
 * server answers with the record, the one-time code (the OK button hidden: filling the boxes
 * sends it); (3) the success message with the reference number. A refusal shows the server's
 * reason in a red alert, or "Some error occurred".
 *
 * Without JavaScript every step is a plain form posted to the kind's page (the server answers
 * with the next step). With JavaScript the same markup is driven by the JSON API, in place.
 *
 * The form carries the "opened at" stamp the server signed when it made the form (`opened`; see
 * app/.server/reports/form-guard.ts) in a hidden field, which both ways send.
 */
type Busy = "sending" | "checking" | "resending" | null;
type Focus = "summary" | "alert" | "code" | "done" | "form";
type Record_ = { id: number; mobile_number: string };

type ClientStep =
  | { name: "form"; values: Record<string, string>; errors: Record<string, string>; formError?: string; focus?: Focus }
  | {
      name: "code";
      record: Record_;
      values: Record<string, string>;
      codeError?: string;
      notice?: "resent";
      /** The gateway reported that the SMS with the code did not reach the phone. */
      undelivered?: boolean;
      attempt: number;
      focus?: Focus;
    }
  | { name: "done"; reference: string; id: number; focus?: Focus }
  | { name: "expired" };

const SUCCESS_KEYS = {
  suggestion: "citizen.suggestions.suggestion_sent",
  complaint: "citizen.complaints.complaint_sent_successfully",
  lost_found: "citizen.lost_found.report_sent",
} as const;

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
  const translate = (key: string) => t(key as never, { length: format.digits(settings.otpLength) }) as string;

  const [step, setStep] = useState<ClientStep>(() => fromServer(serverStep, translate));
  const [busy, setBusy] = useState<Busy>(null);
  // A refusal as automated answers with the stamp to send from then on (a form open too long).
  const [renewedStamp, setRenewedStamp] = useState<string>();
  const container = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = (name: string) => `${idPrefix}-${name}`;

  // Move focus where the new step begins (GOV.UK: to the error summary, to the alert, …).
  const focus = "focus" in step ? step.focus : undefined;
  useEffect(() => {
    if (!focus || !container.current) return;
    const target =
      focus === "summary"
        ? container.current.querySelector<HTMLElement>(".citizen-error-summary")
        : focus === "alert"
          ? container.current.querySelector<HTMLElement>(".citizen-alert")
          : focus === "code"
            ? container.current.querySelector<HTMLElement>(".citizen-otp-box, .citizen-otp-single")
            : focus === "done"
              ? container.current.querySelector<HTMLElement>(".citizen-panel-title")
              : container.current.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea");
    // Bring the start of the step into view (below the sticky navigation), then focus without
    // letting the browser scroll the focused control under it.
    container.current.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  }, [step, focus]);

  const errorCount =
    step.name === "form"
      ? Object.keys(step.errors).length + (step.formError ? 1 : 0)
      : step.name === "code" && step.codeError
        ? 1
        : 0;
  const title = pageTitle ? (
    <title>{`${errorCount > 0 ? t("citizen.error_title", { title: pageTitle }) : pageTitle} | ${t("common.site_name")}`}</title>
  ) : null;

  // The handlers below never reject: postForm answers every failure (network, server, not JSON)
  // with a status the step shows, so the form's event handlers start them without waiting.
  async function sendForm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = echo(kind, data);
    // The server's rules without zod (citizen-rules.ts); the server judges the post again.
    const problems: Record<string, string> = checkReportForm(kind, formFields(data, REPORT_FIELDS[kind]), {
      today: settings.today,
      stationIds: settings.stations.map((station) => station.id),
      stopIds: settings.stops.map((stop) => stop.id),
      withTerms: kind === "complaint",
    });
    const photoProblem = takesPhotos(kind) ? photoCountAndSizeProblem(chosenPhotos(data)) : null;
    if (photoProblem) problems[REPORT_PHOTO_FIELD] = photoProblem;
    if (Object.keys(problems).length > 0) {
      // SPEC §5: an unticked terms box (or any invalid field) sends nothing.
      const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key)]));
      setStep({ name: "form", values, errors, focus: "summary" });
      return;
    }
    setBusy("sending");
    // SPEC §7: the complaint goes as multipart form data, the suggestion as a plain form; the
    // lost-and-found report (not shown there) as multipart too, for its photos.
    const body = takesPhotos(kind) ? data : new URLSearchParams(data as unknown as Record<string, string>);
    const answer = await postForm(`${paths.api}/new`, body);
    setBusy(null);
    const renewed = textOf(answer.body, "opened");
    if (renewed) setRenewedStamp(renewed);
    const record = answer.body?.[paths.key] as Record_ | undefined;
    if (answer.status === 200 && record && typeof record.id === "number") {
      setStep({ name: "code", record, values, attempt: 0, focus: "code" });
      return;
    }
    const fieldErrors = answer.body?.errors as Record<string, string[]> | undefined;
    if (answer.status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0] ?? ""]),
      );
      setStep({ name: "form", values, errors, focus: "summary" });
      return;
    }
    setStep({
      name: "form",
      values,
      errors: {},
      formError: failureText(answer.status, answer.body, t),
      focus: "alert",
    });
  }

  async function verify(code: string) {
    if (busy || step.name !== "code") return;
    setBusy("checking");
    const answer = await postForm(
      `${paths.api}/verify`,
      new URLSearchParams({ [paths.idField]: String(step.record.id), otp: code }),
    );
    setBusy(null);
    const reference = textOf(answer.body, "reference");
    if (answer.body?.otp_verification === "successful" && reference) {
      setStep({ name: "done", reference, id: step.record.id, focus: "done" });
      return;
    }
    setStep({
      ...step,
      notice: undefined,
      codeError: textOf(answer.body, "reason") ?? failureText(answer.status, answer.body, t),
      attempt: step.attempt + 1,
      focus: "code",
    });
  }

  async function resend(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || step.name !== "code") return;
    setBusy("resending");
    const answer = await postForm(
      `${paths.api}/resend`,
      new URLSearchParams({ [paths.idField]: String(step.record.id) }),
    );
    setBusy(null);
    if (answer.status === 200) {
      setStep({ ...step, codeError: undefined, notice: "resent", attempt: step.attempt + 1, focus: "code" });
    } else {
      setStep({
        ...step,
        notice: undefined,
        codeError: failureText(answer.status, answer.body, t),
        attempt: step.attempt + 1,
        focus: "code",
      });
    }
  }

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );

  if (step.name === "expired") {
    return (
      <div ref={container} className="citizen-flow">
        {title}
        <div className="citizen-alert" role="alert">
          <Heading className="citizen-alert-title">{t("citizen.expired.heading")}</Heading>
          <p>{t("citizen.expired.text")}</p>
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
        <div className="citizen-panel" role="status">
          <Heading className="citizen-panel-title" tabIndex={-1}>
            {t(SUCCESS_KEYS[kind])}
          </Heading>
          <p className="citizen-panel-body">
            {t("citizen.success.reference")}
            <br />
            <strong className="citizen-reference">{step.reference}</strong>
          </p>
        </div>
        <p>{t("citizen.success.sms_note")}</p>
        <ul className="citizen-next-links">
          <li>
            {/* A plain link: the acknowledgement's strings load with the document (app/entry.client.tsx). */}
            <a href={`/acknowledgement/${step.id}`}>{t("citizen.success.acknowledgement")}</a>
          </li>
          <li>
            <Link to={`/status?reference=${encodeURIComponent(step.reference)}`}>
              {t("citizen.success.check_status")}
            </Link>
          </li>
          <li>
            {hydrated ? (
              <button
                type="button"
                className="link-button"
                onClick={() => setStep({ name: "form", values: {}, errors: {}, focus: "form" })}
              >
                {t("citizen.success.send_another")}
              </button>
            ) : (
              <a href={paths.page}>{t("citizen.success.send_another")}</a>
            )}
          </li>
        </ul>
      </div>
    );
  }

  if (step.name === "code") {
    const sentId = id("code-sent");
    return (
      <div ref={container} className="citizen-flow">
        {title}
        <form
          method="post"
          action={paths.page}
          noValidate
          className="citizen-form"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            const otp = new FormData(event.currentTarget).get("otp");
            void verify(typeof otp === "string" ? otp : "");
          }}
        >
          {hidden("verify")}
          <input type="hidden" name={paths.idField} value={step.record.id} />
          <Heading>{t("citizen.code.heading")}</Heading>
          <p id={sentId}>
            {step.notice === "resent"
              ? t("citizen.code.resent", { mobile: mobileForDisplay(step.record.mobile_number) })
              : t("citizen.code.sent_to", {
                  length: format.digits(settings.otpLength),
                  mobile: mobileForDisplay(step.record.mobile_number),
                })}{" "}
            {t("citizen.code.valid_for", { minutes: format.digits(settings.codeMinutes) })}
          </p>
          {step.undelivered ? (
            <div className="citizen-alert" role="alert" id={id("code-undelivered")}>
              {t("citizen.code.undelivered")}
            </div>
          ) : null}
          {step.codeError ? (
            <div className="citizen-alert" role="alert" id={id("code-error")}>
              {step.codeError}
            </div>
          ) : null}
          <OtpInput
            key={step.attempt}
            id={id("otp")}
            length={settings.otpLength}
            describedBy={[
              sentId,
              step.undelivered ? id("code-undelivered") : "",
              step.codeError ? id("code-error") : "",
            ]
              .filter(Boolean)
              .join(" ")}
            invalid={Boolean(step.codeError)}
            disabled={busy === "checking"}
            focusFirst={step.focus === "code"}
            onComplete={(code) => void verify(code)}
          />
          {busy === "checking" ? (
            <p className="citizen-busy" role="status">
              {t("citizen.checking")}
            </p>
          ) : null}
          {/* SPEC §4: in the code step the OK button is hidden; filling the boxes sends the code. */}
          {hydrated ? null : (
            <button type="submit" className="button">
              {t("citizen.code.submit")}
            </button>
          )}
        </form>
        <details className="citizen-resend">
          <summary>{t("citizen.code.not_received")}</summary>
          <div className="citizen-resend-body">
            <p>{t("citizen.code.resend_text")}</p>
            <form method="post" action={paths.page} onSubmit={hydrated ? (event) => void resend(event) : undefined}>
              {hidden("resend")}
              <input type="hidden" name={paths.idField} value={step.record.id} />
              <button type="submit" className="button button-secondary" disabled={busy !== null}>
                {busy === "resending" ? t("citizen.sending") : t("citizen.code.resend")}
              </button>
            </form>
            <p>
              {hydrated ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setStep({ name: "form", values: step.values, errors: {}, focus: "form" })}
                >
                  {t("citizen.code.wrong_number")}
                </button>
              ) : (
                <a href={paths.page}>{t("citizen.code.wrong_number")}</a>
              )}
            </p>
          </div>
        </details>
      </div>
    );
  }

  const { values, errors } = step;
  const summary = Object.entries(errors).map(([field, message]) => ({ id: id(field), message }));
  const stationOptions = settings.stations.map((station) => ({
    value: String(station.id),
    label: station.name,
    lang: station.lang,
  }));

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
        onSubmit={hydrated ? (event) => void sendForm(event) : undefined}
      >
        {summary.length > 0 ? <ErrorSummary errors={summary} headingLevel={headingLevel} /> : null}
        {step.formError ? (
          <div className="citizen-alert" role="alert" tabIndex={-1}>
            {step.formError}
          </div>
        ) : null}
        {hidden("send")}
        <input type="hidden" name={FORM_OPENED_FIELD} value={renewedStamp ?? opened} />
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

        {kind === "lost_found" ? (
          <>
            <RadioGroup
              id={id("type")}
              name="type"
              legend={t("citizen.lost_found.type_legend")}
              options={[
                { value: "lost", label: t("citizen.lost_found.type_lost") },
                { value: "found", label: t("citizen.lost_found.type_found") },
              ]}
              defaultValue={values.type}
              error={errors.type}
            />
            <SelectField
              id={id("category")}
              name="category"
              label={t("citizen.lost_found.category")}
              placeholder={t("citizen.lost_found.choose")}
              options={LOST_FOUND_CATEGORY_VALUES.map((value) => ({ value, label: t(`citizen.categories.${value}`) }))}
              defaultValue={values.category}
              error={errors.category}
            />
            <TextArea
              id={id("description")}
              name="description"
              label={t("citizen.lost_found.description")}
              hint={t("citizen.lost_found.description_hint")}
              rows={4}
              maxLength={DESCRIPTION_MAX}
              defaultValue={values.description}
              error={errors.description}
            />
            <fieldset className="citizen-fieldset citizen-group">
              <legend className="citizen-legend">{t("citizen.lost_found.when_legend")}</legend>
              <div className="citizen-row">
                <TextField
                  id={id("incident_date")}
                  name="incident_date"
                  type="date"
                  label={t("citizen.lost_found.date")}
                  hint={t("citizen.lost_found.date_hint")}
                  max={settings.today}
                  width="medium"
                  defaultValue={values.incident_date}
                  error={errors.incident_date}
                />
                <TextField
                  id={id("incident_time")}
                  name="incident_time"
                  type="time"
                  label={t("citizen.lost_found.time")}
                  optional
                  width="short"
                  defaultValue={values.incident_time}
                  error={errors.incident_time}
                />
              </div>
            </fieldset>
            <fieldset className="citizen-fieldset citizen-group">
              <legend className="citizen-legend">{t("citizen.lost_found.where_legend")}</legend>
              <SelectField
                id={id("station_id")}
                name="station_id"
                label={t("citizen.lost_found.station")}
                placeholder={t("citizen.lost_found.any_station")}
                options={stationOptions}
                optional
                defaultValue={values.station_id}
                error={errors.station_id}
              />
              <SelectField
                id={id("line")}
                name="line"
                label={t("citizen.lost_found.line")}
                placeholder={t("citizen.lost_found.any_line")}
                options={RAILWAY_LINES.map((value) => ({ value, label: t(`citizen.lines.${value}`) }))}
                optional
                defaultValue={values.line}
                error={errors.line}
              />
              <TextField
                id={id("train")}
                name="train"
                label={t("citizen.lost_found.train")}
                hint={t("citizen.lost_found.train_hint")}
                maxLength={TRAIN_MAX}
                optional
                defaultValue={values.train}
                error={errors.train}
              />
            </fieldset>
            <fieldset className="citizen-fieldset citizen-group">
              <legend className="citizen-legend">{t("citizen.lost_found.imei_legend")}</legend>
              <p className="citizen-hint">{t("citizen.lost_found.imei_intro")}</p>
              {(["imei", "imei_2"] as const).map((field) => (
                <TextField
                  key={field}
                  id={id(field)}
                  name={field}
                  label={t(`citizen.lost_found.${field}`)}
                  inputMode="numeric"
                  autoComplete="off"
                  // Room for the spaces and hyphens people copy from a box or a bill.
                  maxLength={24}
                  optional
                  spellCheck={false}
                  width="medium"
                  defaultValue={values[field]}
                  error={errors[field]}
                />
              ))}
            </fieldset>
          </>
        ) : null}

        <TextField
          id={id("name")}
          name="name"
          label={t("citizen.fields.name")}
          hint={t("citizen.fields.name_hint")}
          autoComplete="name"
          maxLength={NAME_MAX}
          pattern={NAME_PATTERN_ATTRIBUTE}
          spellCheck={false}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id={id("mobile_number")}
          name="mobile_number"
          // A text box with the telephone keypad (which has "+" and the space), not type="tel":
          // autofill's national number (tel-national) is only valid HTML on a text box. The number
          // is taken as typed, "+91 98765 43210" included, and read as its ten digits.
          type="text"
          label={t("citizen.fields.mobile_number")}
          hint={t("citizen.fields.mobile_hint")}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={MOBILE_INPUT_MAX}
          width="medium"
          defaultValue={values.mobile_number}
          error={errors.mobile_number}
        />

        {kind === "suggestion" ? (
          <TextArea
            id={id("suggestion")}
            name="suggestion"
            label={t("citizen.suggestions.label")}
            hint={t("citizen.suggestions.hint")}
            rows={6}
            maxLength={SUGGESTION_MAX}
            defaultValue={values.suggestion}
            error={errors.suggestion}
          />
        ) : null}

        {kind === "complaint" ? (
          <>
            <ComplaintPlaceAndTime settings={settings} values={values} errors={errors} id={id} />
            <TextArea
              id={id("complaint")}
              name="complaint"
              label={t("citizen.complaints.label")}
              hint={t("citizen.complaints.hint")}
              rows={8}
              maxLength={COMPLAINT_MAX}
              defaultValue={values.complaint}
              error={errors.complaint}
            />
            <div className="citizen-disclaimer">
              <Heading className="citizen-disclaimer-title">{t("citizen.complaints.disclaimer_heading")}</Heading>
              <ul>
                <li>{t("citizen.complaints.disclaimer_confidential")}</li>
                <li>{t("citizen.complaints.disclaimer_not_fir")}</li>
                <li>{t("citizen.complaints.disclaimer_contact")}</li>
                <li>{t("citizen.complaints.zero_fir")}</li>
              </ul>
            </div>
            <CheckboxField
              id={id("terms")}
              required
              name="terms"
              label={t("citizen.complaints.terms_label")}
              defaultChecked={values.terms === "on"}
              error={errors.terms}
            />
          </>
        ) : null}

        {takesPhotos(kind) ? (
          <FileField
            id={id(REPORT_PHOTO_FIELD)}
            name={REPORT_PHOTO_FIELD}
            label={t("citizen.photos.label")}
            hint={t("citizen.photos.hint")}
            accept={REPORT_PHOTO_ACCEPT}
            multiple
            error={errors[REPORT_PHOTO_FIELD]}
          />
        ) : null}

        <button type="submit" className="button citizen-submit" disabled={busy !== null}>
          {busy === "sending" ? t("citizen.sending") : t("citizen.send")}
        </button>
        {busy === "sending" ? (
          <span className="visually-hidden" role="status">
            {t("citizen.sending")}
          </span>
        ) : null}
      </form>
      <PrivacyNotice settings={settings} headingLevel={headingLevel} />
    </div>
  );
}

/**
 * What a complaint adds to SPEC §3's fields, all optional: what it is about, when, and
 * where. The stop (for a train, the one it was leaving) decides which police station receives it.
 */
function ComplaintPlaceAndTime({
  settings,
  values,
  errors,
  id,
}: {
  settings: ReportFormSettings;
  values: Record<string, string>;
  errors: Record<string, string>;
  id: (name: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        id={id("category")}
        name="category"
        label={t("citizen.complaints.category")}
        placeholder={t("citizen.complaints.choose")}
        options={COMPLAINT_CATEGORY_VALUES.map((value) => ({
          value,
          label: t(`citizen.complaint_categories.${value}`),
        }))}
        optional
        defaultValue={values.category}
        error={errors.category}
      />
      <fieldset className="citizen-fieldset citizen-group">
        <legend className="citizen-legend">{t("citizen.complaints.when_legend")}</legend>
        <div className="citizen-row">
          <TextField
            id={id("incident_date")}
            name="incident_date"
            type="date"
            label={t("citizen.complaints.date")}
            max={settings.today}
            optional
            width="medium"
            defaultValue={values.incident_date}
            error={errors.incident_date}
          />
          <TextField
            id={id("incident_time")}
            name="incident_time"
            type="time"
            label={t("citizen.complaints.time")}
            optional
            width="short"
            defaultValue={values.incident_time}
            error={errors.incident_time}
          />
        </div>
      </fieldset>
      <fieldset className="citizen-fieldset citizen-group">
        <legend className="citizen-legend">{t("citizen.complaints.where_legend")}</legend>
        <RadioGroup
          id={id("place_type")}
          name="place_type"
          legend={t("citizen.complaints.place_type")}
          options={PLACE_TYPES.map((value) => ({ value, label: t(`citizen.complaints.place_types.${value}`) }))}
          optional
          defaultValue={values.place_type}
          error={errors.place_type}
        />
        <SelectField
          id={id("stop_id")}
          name="stop_id"
          label={t("citizen.complaints.stop")}
          hint={t("citizen.complaints.stop_hint")}
          placeholder={t("citizen.complaints.choose")}
          options={settings.stops.map((stop) => ({ value: stop.id, label: stop.name }))}
          optional
          defaultValue={values.stop_id}
          error={errors.stop_id}
        />
        <div className="citizen-row">
          <TextField
            id={id("platform")}
            name="platform"
            label={t("citizen.complaints.platform")}
            maxLength={PLATFORM_MAX}
            optional
            width="short"
            defaultValue={values.platform}
            error={errors.platform}
          />
          <TextField
            id={id("train")}
            name="train"
            label={t("citizen.complaints.train")}
            hint={t("citizen.lost_found.train_hint")}
            maxLength={TRAIN_MAX}
            optional
            defaultValue={values.train}
            error={errors.train}
          />
        </div>
      </fieldset>
    </>
  );
}

/** What is kept, why, and for how long (matches DRAFT_LIFETIME_MS and REPORT_RETENTION_DAYS). */
export function PrivacyNotice({ settings, headingLevel }: { settings: ReportFormSettings; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="citizen-privacy" aria-label={t("citizen.privacy.heading")}>
      <Heading className="citizen-privacy-title">{t("citizen.privacy.heading")}</Heading>
      <p>{t("citizen.privacy.what")}</p>
      <p>{t("citizen.privacy.why")}</p>
      <p>
        {t("citizen.privacy.how_long", {
          minutes: format.digits(settings.draftMinutes),
          days: format.number(settings.retentionDays),
        })}
      </p>
    </aside>
  );
}

/** The server's step as the component's own: field errors (i18n keys) become text. */
function fromServer(step: ReportStep, translate: (key: string) => string): ClientStep {
  switch (step.name) {
    case "form":
      return {
        name: "form",
        values: step.values ?? {},
        errors: Object.fromEntries(Object.entries(step.errors ?? {}).map(([field, key]) => [field, translate(key)])),
        formError: step.formError,
      };
    case "code":
      return {
        name: "code",
        record: step.record,
        values: {},
        codeError: step.codeError,
        notice: step.notice,
        undelivered: step.undelivered,
        attempt: 0,
      };
    case "done":
      return { name: "done", reference: step.reference, id: step.id };
    case "expired":
      return { name: "expired" };
  }
}

/** The fields a visitor typed, to fill the form again after a refusal. */
function echo(kind: CitizenReportKind, data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of REPORT_FIELDS[kind]) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The message of a refusal: the server's own, or SPEC §8's "Some error occurred". */
function failureText(status: number, body: Record<string, unknown> | null, t: TFunction): string {
  if (status === 0) return t("citizen.errors.network");
  return textOf(body, "message") ?? t("citizen.errors.generic");
}
