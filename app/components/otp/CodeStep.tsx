import { useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useFormat } from "~/i18n/use-format";
import { mobileForDisplay } from "~/lib/mobile-number";
import { OtpInput } from "./OtpInput";

/**
 * The "check your phone" step of every flow that confirms a mobile number (a report, the status
 * check, the citizen sign-in): the code boxes, the error, and "not received a text message?"
 * with a new code or a way back to step 1.
 *
 * Without JavaScript both are plain forms posted to `action` with the flow's own hidden fields
 * (a signed `check` token, or a report's id). A flow driven by its JSON API passes `onVerify`,
 * `onResend` and `onChangeNumber`, and the step calls them instead of posting; otherwise filling
 * the boxes submits the form.
 */
export function CodeStep(props: {
  idPrefix: string;
  action: string;
  csrfToken: string;
  /** What the flow's server needs to know which code this is (`check`, or a report's id). */
  hidden: Record<string, string>;
  mobile: string;
  /** What step 1 said was sent, e.g. "We have sent a code to …". */
  intro: string;
  notice?: "resent";
  codeError?: string;
  /** The gateway reported that the SMS with the code did not reach the phone. */
  undelivered?: boolean;
  otpLength: number;
  codeMinutes: number;
  /** The code is being checked. */
  busy: boolean;
  /** A new code is being asked for. */
  resending?: boolean;
  submitLabel: string;
  /** 2 on a page (under its h1), 3 in a dialog. */
  headingLevel?: 2 | 3;
  /** Changes after every answer, so the boxes start empty again. */
  attempt?: number;
  /** Focus the first box (when the step has just appeared). */
  focusFirst?: boolean;
  onVerify?: (code: string) => void;
  onResend?: () => void;
  onChangeNumber?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hydrated = useHydrated();
  const codeForm = useRef<HTMLFormElement>(null);
  const { idPrefix, action, csrfToken, codeError, busy, onVerify, onResend, onChangeNumber } = props;
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_token" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <>
      <Form
        method="post"
        action={action}
        noValidate
        className="citizen-form"
        ref={codeForm}
        onSubmit={
          onVerify && hydrated
            ? (event) => {
                event.preventDefault();
                const otp = new FormData(event.currentTarget).get("otp");
                onVerify(typeof otp === "string" ? otp : "");
              }
            : undefined
        }
      >
        {hidden("verify")}
        <Heading>{t("citizen.code.heading")}</Heading>
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
          key={props.attempt}
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
          focusFirst={props.focusFirst}
          onComplete={(code) => (onVerify ? onVerify(code) : codeForm.current?.requestSubmit())}
        />
        {busy ? (
          <p className="citizen-busy" role="status">
            {t("citizen.checking")}
          </p>
        ) : null}
        {/* Filling the boxes sends the code; the button is there as well, with JavaScript too
            (SPEC §4 hid it): a person who typed the code and then corrected a digit, or who
            expects to press a button, has one to press. */}
        <button type="submit" className="button" disabled={busy}>
          {props.submitLabel}
        </button>
      </Form>
      <details className="citizen-resend">
        <summary>{t("citizen.code.not_received")}</summary>
        <div className="citizen-resend-body">
          <p>{t("citizen.code.resend_text")}</p>
          <Form
            method="post"
            action={action}
            onSubmit={
              onResend && hydrated
                ? (event) => {
                    event.preventDefault();
                    onResend();
                  }
                : undefined
            }
          >
            {hidden("resend")}
            <button type="submit" className="button button-secondary" disabled={busy || props.resending}>
              {props.resending ? t("citizen.sending") : t("citizen.code.resend")}
            </button>
          </Form>
          <p>
            {onChangeNumber && hydrated ? (
              <button type="button" className="link-button" onClick={onChangeNumber}>
                {t("citizen.code.wrong_number")}
              </button>
            ) : (
              <a href={action}>{t("citizen.code.wrong_number")}</a>
            )}
          </p>
        </div>
      </details>
    </>
  );
}
