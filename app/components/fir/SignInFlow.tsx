import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import type { SignInPageData } from "~/.server/fir/accounts/sign-in-page";
import { CodeStep } from "~/components/otp/CodeStep";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";
import { MOBILE_INPUT_MAX, mobileForDisplay } from "~/lib/mobile-number";

export const SIGN_IN_ACTION = "/fir-dashboard/sign-in";

/** The citizen sign-in: mobile number -> code. Focus goes where each answered step begins. */
export function SignInFlow({ data, title }: { data: SignInPageData; title: string }) {
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
      ? Object.entries(step.errors ?? {}).map(([field, key]) => ({ id: `sign-in-${field}`, message: translate(key) }))
      : [];
  const hasError =
    errors.length > 0 || (step.name === "form" && step.formError) || (step.name === "code" && step.codeError);

  useEffect(() => {
    const root = container.current;
    if (!root || (step.name === "form" && !hasError)) return;
    const target =
      root.querySelector<HTMLElement>(".citizen-error-summary") ??
      root.querySelector<HTMLElement>(".citizen-alert[tabindex]") ??
      root.querySelector<HTMLElement>(".citizen-otp-box, .citizen-otp-single");
    if (!target) return;
    root.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.answerId]);

  let body: React.ReactNode;
  if (step.name === "expired") {
    body = (
      <>
        <div className="citizen-alert" role="alert" tabIndex={-1}>
          {t("fir.sign_in.expired")}
        </div>
        <p>
          <a href={SIGN_IN_ACTION} className="button">
            {t("fir.sign_in.start_again")}
          </a>
        </p>
      </>
    );
  } else if (step.name === "code") {
    body = (
      <CodeStep
        idPrefix="sign-in"
        action={SIGN_IN_ACTION}
        csrfToken={csrfToken}
        hidden={{ check: step.check }}
        mobile={step.mobile}
        intro={t("fir.sign_in.code_intro", { mobile: mobileForDisplay(step.mobile) })}
        notice={step.notice}
        codeError={step.codeError}
        undelivered={step.undelivered}
        otpLength={data.otpLength}
        codeMinutes={data.codeMinutes}
        busy={busy}
        submitLabel={t("fir.sign_in.submit")}
      />
    );
  } else {
    const fieldError = (field: string) => (step.errors?.[field] ? translate(step.errors[field]!) : undefined);
    body = (
      <Form method="post" action={SIGN_IN_ACTION} noValidate className="citizen-form">
        {errors.length > 0 ? <ErrorSummary errors={errors} headingLevel={2} /> : null}
        {step.formError ? (
          <div className="citizen-alert" role="alert" tabIndex={-1}>
            {step.formError}
          </div>
        ) : null}
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="intent" value="start" />
        <TextField
          id="sign-in-mobile_number"
          name="mobile_number"
          type="text"
          label={t("citizen.fields.mobile_number")}
          hint={t("fir.sign_in.mobile_hint")}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={MOBILE_INPUT_MAX}
          width="medium"
          defaultValue={step.values?.mobile_number}
          error={fieldError("mobile_number")}
        />
        <button type="submit" className="button citizen-submit" disabled={busy}>
          {busy ? t("citizen.sending") : t("fir.sign_in.send_code")}
        </button>
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
