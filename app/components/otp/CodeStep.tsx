import { useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useFormat } from "~/i18n/use-format";
import { mobileForDisplay } from "~/lib/mobile-number";
import { OtpInput } from "./OtpInput";

/**
 * The "check your phone" step of a flow whose step 1 was answered with a signed `check` token
 * (the status page, the citizen sign-in): the code boxes, the error, and "not received a text
 * message?" with a new code or a way back to step 1. Plain form posts to `action`.
 */
export function CodeStep(props: {
  idPrefix: string;
  action: string;
  csrfToken: string;
  check: string;
  mobile: string;
  /** What step 1 said was sent, e.g. "We have sent a code to …". */
  intro: string;
  notice?: "resent";
  codeError?: string;
  /** The gateway reported that the SMS with the code did not reach the phone. */
  undelivered?: boolean;
  otpLength: number;
  codeMinutes: number;
  busy: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hydrated = useHydrated();
  const codeForm = useRef<HTMLFormElement>(null);
  const { idPrefix, action, csrfToken, check, codeError, busy } = props;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="check" value={check} />
    </>
  );
  return (
    <>
      <Form method="post" action={action} noValidate className="citizen-form" ref={codeForm}>
        {hidden("verify")}
        <h2>{t("citizen.code.heading")}</h2>
        <p id={`${idPrefix}-code-sent`}>
          {props.notice === "resent"
            ? t("citizen.code.resent", { mobile: mobileForDisplay(props.mobile) })
            : props.intro}{" "}
          {t("citizen.code.valid_for", { minutes: format.digits(props.codeMinutes) })}
        </p>
        {props.undelivered ? (
          <div className="citizen-alert" role="alert" id={`${idPrefix}-code-undelivered`}>
            {t("citizen.code.undelivered")}
          </div>
        ) : null}
        {codeError ? (
          <div className="citizen-alert" role="alert" id={`${idPrefix}-code-error`}>
            {codeError}
          </div>
        ) : null}
        <OtpInput
          id={`${idPrefix}-otp`}
          length={props.otpLength}
          describedBy={[
            `${idPrefix}-code-sent`,
            props.undelivered ? `${idPrefix}-code-undelivered` : "",
            codeError ? `${idPrefix}-code-error` : "",
          ]
            .filter(Boolean)
            .join(" ")}
          invalid={Boolean(codeError)}
          disabled={busy}
          onComplete={() => codeForm.current?.requestSubmit()}
        />
        {busy ? (
          <p className="citizen-busy" role="status">
            {t("citizen.checking")}
          </p>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className="button">
            {props.submitLabel}
          </button>
        )}
      </Form>
      <details className="citizen-resend">
        <summary>{t("citizen.code.not_received")}</summary>
        <div className="citizen-resend-body">
          <p>{t("citizen.code.resend_text")}</p>
          <Form method="post" action={action}>
            {hidden("resend")}
            <button type="submit" className="button button-secondary" disabled={busy}>
              {t("citizen.code.resend")}
            </button>
          </Form>
          <p>
            <a href={action}>{t("citizen.code.wrong_number")}</a>
          </p>
        </div>
      </details>
    </>
  );
}
