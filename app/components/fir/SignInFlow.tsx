import { useTranslation } from "~/i18n/use-translation";
import type { SignInPageData } from "~/.server/fir/accounts/sign-in-page";
import { CodeStep } from "~/components/otp/CodeStep";
import { CodeFlowFrame, CodeFlowRestart, CodeFlowStartForm, useCodeFlow } from "~/components/otp/code-flow";
import { MobileField } from "~/components/ui/MobileField";
import { mobileForDisplay } from "~/lib/mobile-number";

export const SIGN_IN_ACTION = "/fir-dashboard/sign-in";

/** The citizen sign-in: mobile number -> code. Focus goes where each answered step begins. */
export function SignInFlow({ data, title }: { data: SignInPageData; title: string }) {
  const { t } = useTranslation();
  const { step } = data;
  const flow = useCodeFlow({ idPrefix: "sign-in", action: SIGN_IN_ACTION, ...data });
  const { busy, csrfToken, errors, fieldError, hasError, codeStepProps } = flow;

  let body: React.ReactNode;
  if (step.name === "expired") {
    body = (
      <CodeFlowRestart text={t("fir.sign_in.expired")} href={SIGN_IN_ACTION} label={t("fir.sign_in.start_again")} />
    );
  } else if (step.name === "code") {
    body = codeStepProps && (
      <CodeStep
        {...codeStepProps}
        intro={t("fir.sign_in.code_intro", { mobile: mobileForDisplay(step.mobile) })}
        submitLabel={t("fir.sign_in.submit")}
      />
    );
  } else {
    body = (
      <CodeFlowStartForm action={SIGN_IN_ACTION} csrfToken={csrfToken} errors={errors} formError={step.formError}>
        <MobileField
          id="sign-in-mobile_number"
          name="mobile_number"
          label={t("citizen.fields.mobile_number")}
          hint={t("fir.sign_in.mobile_hint")}
          defaultValue={step.values?.mobile_number}
          error={fieldError("mobile_number")}
        />
        <button type="submit" className="button citizen-submit" disabled={busy}>
          {busy ? t("citizen.sending") : t("fir.sign_in.send_code")}
        </button>
      </CodeFlowStartForm>
    );
  }

  return (
    <CodeFlowFrame container={flow.container} title={title} hasError={hasError}>
      {body}
    </CodeFlowFrame>
  );
}
