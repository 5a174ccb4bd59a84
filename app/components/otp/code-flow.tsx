import { useEffect, useRef } from "react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { ErrorSummary } from "~/components/ui/fields";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";

/** A step of a flow answered by its server: the form (with its errors, as i18n keys), or the code. */
type AnsweredStep =
  | { name: "form"; errors?: Record<string, string>; formError?: string }
  | {
      name: "code";
      check: string;
      mobile: string;
      notice?: "resent";
      codeError?: string;
      undelivered?: boolean;
    }
  | { name: string };

/**
 * What the flows "details -> code -> result" whose every step the server answers (the status
 * check, the citizen sign-in) share: plain form posts that React Router submits in place when
 * script runs, the errors of the answered step, focus moved to where it begins (the errors, the
 * alert, the result, the code), and what their `CodeStep` is given.
 */
export function useCodeFlow({
  idPrefix,
  action,
  step,
  otpLength,
  codeMinutes,
  answerId,
}: {
  idPrefix: string;
  action: string;
  step: AnsweredStep;
  otpLength: number;
  codeMinutes: number;
  /** New with every answer of the server: only a new answer moves the focus. */
  answerId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const csrfToken = useRouteLoaderData<typeof rootLoader>("root")?.csrfToken ?? "";
  const container = useRef<HTMLDivElement>(null);
  const translate = (key: string) => t(key as never, { length: format.digits(otpLength) }) as string;

  const formStep = step.name === "form" ? (step as Extract<AnsweredStep, { name: "form" }>) : null;
  const codeStep = step.name === "code" ? (step as Extract<AnsweredStep, { name: "code" }>) : null;
  const errors = Object.entries(formStep?.errors ?? {}).map(([field, key]) => ({
    id: `${idPrefix}-${field}`,
    message: translate(key),
  }));
  const fieldError = (field: string) => (formStep?.errors?.[field] ? translate(formStep.errors[field]) : undefined);
  const hasError = errors.length > 0 || Boolean(formStep?.formError) || Boolean(codeStep?.codeError);

  useEffect(() => {
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
  }, [answerId]);

  const codeStepProps = codeStep && {
    idPrefix,
    action,
    csrfToken,
    hidden: { check: codeStep.check },
    mobile: codeStep.mobile,
    notice: codeStep.notice,
    codeError: codeStep.codeError,
    undelivered: codeStep.undelivered,
    otpLength,
    codeMinutes,
    busy,
  };
  return { busy, csrfToken, container, errors, fieldError, hasError, codeStepProps };
}

/** The flow's frame: where focus is moved within, and the title that says "Error:" while errors show. */
export function CodeFlowFrame({
  container,
  title,
  hasError,
  children,
}: {
  container: React.RefObject<HTMLDivElement | null>;
  title: string;
  hasError: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div ref={container} className="citizen-flow">
      <title>{`${hasError ? t("citizen.error_title", { title }) : title} | ${t("common.site_name")}`}</title>
      {children}
    </div>
  );
}

/**
 * What is wrong with a flow's form, above it: the field problems' summary, then a problem of the
 * form as a whole (the SMS could not be sent, too many tries), announced and focusable.
 */
export function FormProblems({
  errors,
  formError,
  ...summary
}: React.ComponentProps<typeof ErrorSummary> & { formError?: string }) {
  return (
    <>
      {errors.length > 0 ? <ErrorSummary errors={errors} {...summary} /> : null}
      {formError ? (
        <div className="citizen-alert" role="alert" tabIndex={-1}>
          {formError}
        </div>
      ) : null}
    </>
  );
}

/** A flow's first step as a plain form: its problems, the page's token, and the intent to start. */
export function CodeFlowStartForm({
  action,
  csrfToken,
  errors,
  formError,
  children,
}: {
  action: string;
  csrfToken: string;
  errors: Array<{ id: string; message: string }>;
  formError?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} noValidate className="citizen-form">
      <FormProblems errors={errors} formError={formError} />
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value="start" />
      {children}
    </Form>
  );
}

/** The step a flow ends in when what it was checking has gone stale: why, and a way to start again. */
export function CodeFlowRestart({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <>
      <div className="citizen-alert" role="alert" tabIndex={-1}>
        {text}
      </div>
      <p>
        <a href={href} className="button">
          {label}
        </a>
      </p>
    </>
  );
}
