import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import { Form, useNavigation, Link } from "react-router";
import type { FormStep, StopOption } from "~/.server/fir/fir-dashboard-page";
import type { StepValues } from "~/.server/fir/fir-requests";
import { ErrorSummary } from "~/components/ui/fields";
import { FORM_STEP_COUNT, IncidentFields, PersonalFields, type FieldHelpers } from "./fir-steps";
import { ReviewStep } from "./FirReviewStep";

export const DASHBOARD = "/fir-dashboard";

/**
 * The collapsible FIR form (SPEC §2, §4): one step at a time, each a plain form post that the
 * server validates; Continue moves on only when the step is right, Cancel closes the form (the
 * answers given so far stay in the draft). Field messages sit under their fields and are listed
 * in an error summary at the top, which takes the focus; a newly opened step focuses its heading.
 */
export function FirForm(props: {
  step: FormStep;
  draft: { personal: StepValues; incident: StepValues };
  /** What the last post of this step sent back, if it was refused. */
  refused: { values: StepValues; errors: Record<string, string> } | null;
  stops: StopOption[];
  policeStation: string | null;
  csrfToken: string;
  answerId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const container = useRef<HTMLElement>(null);
  const { step, refused } = props;
  const errors = refused?.errors ?? {};
  const values = refused ? refused.values : step === "review" ? {} : props.draft[step];

  // The rows of the property table share their messages, which name the row's item ("item 2"):
  // two rows' errors in the summary must not read alike.
  const message = (field: string) =>
    t(errors[field] as never, { n: format.digits(/-(\d+)$/.exec(field)?.[1] ?? "") } as never) as string;
  const helpers: FieldHelpers = {
    value: (field) => values[field],
    error: (field) => (errors[field] ? message(field) : undefined),
  };
  const summary = Object.keys(errors).map((field) => ({
    id: field === "form" ? "fir-form-heading" : `fir-${field}`,
    message: message(field),
  }));

  useEffect(() => {
    const root = container.current;
    const target = root?.querySelector<HTMLElement>(".citizen-error-summary") ?? root?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [props.answerId]);

  const current = step === "personal" ? 1 : step === "incident" ? 2 : 3;
  return (
    <section className="fir-form" aria-labelledby="fir-form-heading" ref={container}>
      <h2 id="fir-form-heading" tabIndex={-1}>
        {t("fir.form.heading")}
      </h2>
      <p className="fir-step">
        {t("fir.form.step_of", { current: format.digits(current), total: format.digits(FORM_STEP_COUNT) })}:{" "}
        <strong>{t(`fir.form.steps.${step}`)}</strong>
      </p>
      <Form method="post" action={`${DASHBOARD}?step=${step}`} noValidate className="citizen-form">
        {summary.length > 0 ? <ErrorSummary errors={summary} headingLevel={3} /> : null}
        <input type="hidden" name="_token" value={props.csrfToken} />
        <input type="hidden" name="intent" value={step === "review" ? "submit" : step} />
        {step === "personal" ? <PersonalFields {...helpers} /> : null}
        {step === "incident" ? <IncidentFields {...helpers} stops={props.stops} /> : null}
        {step === "review" ? (
          <ReviewStep draft={props.draft} stops={props.stops} policeStation={props.policeStation} {...helpers} />
        ) : null}
        <p className="citizen-hint">{t("fir.form.saved_note")}</p>
        <div className="fir-actions">
          <button type="submit" className="button" disabled={busy}>
            {step === "review" ? t("fir.form.submit") : t("fir.form.continue")}
          </button>
          {step === "personal" ? null : (
            <Link
              to={`${DASHBOARD}?step=${step === "review" ? "incident" : "personal"}#fir-form`}
              className="button button-secondary"
            >
              {t("fir.form.back")}
            </Link>
          )}
          <Link to={DASHBOARD} className="button button-secondary">
            {t("fir.form.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
