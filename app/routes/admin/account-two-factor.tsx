import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { confirmTwoFactor, regenerateRecoveryCodes, turnOffTwoFactor, twoFactorStatus } from "~/.server/auth/account";
import { badRequest, readForm, twoFactorSchema } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { qrSvg } from "~/.server/auth/qr-code";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { otpauthUri, TOTP_ISSUER } from "~/.server/auth/totp";
import { BUSY_RETRY_AFTER_SECONDS } from "~/.server/auth/sign-in";
import { servicesContext } from "~/.server/context";
import { answeredPageHeaders, answerHeaders } from "~/.server/http/answer-headers";
import { IntentForm } from "~/components/admin/StaffForm";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { PasswordField } from "~/components/admin/PasswordField";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { QrCode } from "~/components/admin/QrCode";
import { SecretCodes } from "~/components/admin/SecretCodes";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/account-two-factor";

/**
 * /admin/account/two-factor: set up two-factor sign-in (QR code, the key as text, confirm with a
 * code, recovery codes shown once), or, once it is on, get new recovery codes or turn it off.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, { roles: "any", setup: "two_factor" });
  const status = await twoFactorStatus(authCoreFor(args.context.get(servicesContext)), user);
  const turnedOff = new URL(args.request.url).searchParams.has("off");
  if (status.enabled)
    return { enabled: true as const, required: status.required, codesLeft: status.recoveryCodesLeft, turnedOff };
  return {
    enabled: false as const,
    required: status.required,
    turnedOff,
    account: user.email,
    issuer: TOTP_ISSUER,
    // Grouped in fours, as apps show keys; the app ignores the spaces.
    key: status.secret.match(/.{1,4}/g)!.join(" "),
    qr: qrSvg(otpauthUri(status.secret, user.email, TOTP_ISSUER)),
  };
}

type Problem = "missing" | "wrong" | "already_on" | "required" | "not_on" | "locked" | "busy";

/** A password check refused while the limits cannot be checked says when to try again. */
export const headers: Route.HeadersFunction = answeredPageHeaders;

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: "any", setup: "two_factor" });
  const core = authCoreFor(args.context.get(servicesContext));
  const parsed = twoFactorSchema.safeParse(await readForm(args.request));
  if (!parsed.success) throw badRequest();
  const form = parsed.data;
  const fail = (problem: Problem, minutes = 15) =>
    data(
      { intent: form.intent, problem, minutes, recoveryCodes: null },
      problem === "busy"
        ? { status: 503, headers: answerHeaders(BUSY_RETRY_AFTER_SECONDS) }
        : { status: problem === "locked" ? 429 : 422 },
    );

  if (form.intent === "confirm") {
    const outcome = await confirmTwoFactor(core, access, form.code, access.origin);
    if (!outcome.ok) return fail(outcome.problem);
    return data({ intent: form.intent, problem: null, minutes: 0, recoveryCodes: outcome.recoveryCodes });
  }
  if (form.intent === "regenerate") {
    const outcome = await regenerateRecoveryCodes(core, access, form.password, access.origin);
    if (!outcome.ok) return fail(outcome.problem, outcome.problem === "locked" ? outcome.retryAfterMinutes : 15);
    return data({ intent: form.intent, problem: null, minutes: 0, recoveryCodes: outcome.recoveryCodes });
  }
  const outcome = await turnOffTwoFactor(core, access, form.password, access.origin);
  if (!outcome.ok) return fail(outcome.problem, outcome.problem === "locked" ? outcome.retryAfterMinutes : 15);
  throw redirect("/admin/account/two-factor?off=1");
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t("admin.two_factor.title");
  const problem = actionData?.problem ?? null;
  const minutes = actionData?.minutes ?? 15;
  const errorFor = (intent: "confirm" | "regenerate" | "disable") => {
    if (!problem || actionData?.intent !== intent) return undefined;
    if (intent === "confirm")
      return problem === "missing"
        ? t("admin.two_factor.errors.code_missing")
        : problem === "already_on"
          ? t("admin.two_factor.errors.already_on")
          : t("admin.two_factor.errors.code_wrong");
    if (problem === "locked") return t("admin.two_factor.errors.password_locked", { minutes });
    if (problem === "busy") return t("admin.sign_in.errors.busy");
    if (problem === "required") return t("admin.two_factor.off_required");
    return problem === "missing"
      ? t("admin.two_factor.errors.password_missing")
      : t("admin.two_factor.errors.password_wrong");
  };
  const errors = {
    confirm: errorFor("confirm"),
    regenerate: errorFor("regenerate"),
    disable: errorFor("disable"),
  };
  const summary = [
    ...(errors.confirm ? [{ id: "code", message: errors.confirm }] : []),
    ...(errors.regenerate ? [{ id: "regenerate-password", message: errors.regenerate }] : []),
    ...(errors.disable ? [{ id: "disable-password", message: errors.disable }] : []),
  ];

  // Just turned on, or new codes: the codes, once, and the way on.
  if (actionData?.recoveryCodes) {
    const heading =
      actionData.intent === "confirm" ? t("admin.two_factor.enabled_heading") : t("admin.two_factor.new_codes_done");
    return (
      <div className="admin-page">
        <PageTitle title={heading} />
        <h1>{heading}</h1>
        <p>{t("admin.two_factor.recovery_intro")}</p>
        <SecretCodes label={t("admin.two_factor.recovery_label")} codes={actionData.recoveryCodes} />
        <p>
          <Link to="/admin" className="button">
            {t("admin.two_factor.continue")}
          </Link>
        </p>
      </div>
    );
  }

  // The password that confirms a change, one box in each form that asks for it.
  const passwordField = (intent: "regenerate" | "disable") => (
    <PasswordField
      id={`${intent}-password`}
      name="password"
      label={t("admin.two_factor.password")}
      autoComplete="current-password"
      error={errors[intent]}
    />
  );
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      {loaderData.turnedOff && !actionData ? (
        <Notice>
          <p>{t("admin.two_factor.turned_off")}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />

      {!loaderData.enabled ? (
        <>
          {loaderData.required ? (
            <Notice tone="warning">
              <p>{t("admin.two_factor.required")}</p>
            </Notice>
          ) : null}
          <p>{t("admin.two_factor.intro")}</p>
          <ol className="admin-steps">
            <li>{t("admin.two_factor.step_app")}</li>
            <li>
              <p>{t("admin.two_factor.step_scan")}</p>
              <QrCode qr={loaderData.qr} label={t("admin.two_factor.qr_label")} />
              <p>{t("admin.two_factor.manual")}</p>
              <dl className="admin-summary-list admin-manual-key">
                <div>
                  <dt>{t("admin.two_factor.manual_account")}</dt>
                  <dd>{`${loaderData.issuer}: ${loaderData.account}`}</dd>
                </div>
                <div>
                  <dt>{t("admin.two_factor.manual_key")}</dt>
                  <dd>
                    <code className="admin-key" data-testid="totp-key">
                      {loaderData.key}
                    </code>
                  </dd>
                </div>
                <div>
                  <dt>{t("admin.two_factor.manual_type")}</dt>
                  <dd>{t("admin.two_factor.manual_type_value")}</dd>
                </div>
              </dl>
            </li>
            <li>
              <p>{t("admin.two_factor.step_code")}</p>
              <IntentForm intent="confirm" submit={t("admin.two_factor.submit")} noValidate>
                <TextField
                  id="code"
                  name="code"
                  label={t("admin.two_factor.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  maxLength={10}
                  width="short"
                  error={errors.confirm}
                />
              </IntentForm>
            </li>
          </ol>
        </>
      ) : (
        <>
          <p>{t("admin.two_factor.status_on")}</p>
          <p>{t("admin.two_factor.codes_left", { number: format.number(loaderData.codesLeft) })}</p>

          <section aria-labelledby="regenerate-heading" className="admin-section">
            <h2 id="regenerate-heading">{t("admin.two_factor.new_codes_heading")}</h2>
            <p>{t("admin.two_factor.new_codes_intro")}</p>
            <IntentForm intent="regenerate" submit={t("admin.two_factor.new_codes_submit")} noValidate>
              {passwordField("regenerate")}
            </IntentForm>
          </section>

          <section aria-labelledby="off-heading" className="admin-section">
            <h2 id="off-heading">{t("admin.two_factor.off_heading")}</h2>
            {loaderData.required ? (
              <p>{t("admin.two_factor.off_required")}</p>
            ) : (
              <>
                <p>{t("admin.two_factor.off_intro")}</p>
                <IntentForm
                  intent="disable"
                  submit={t("admin.two_factor.off_submit")}
                  look="admin-button-warning"
                  noValidate
                >
                  {passwordField("disable")}
                </IntentForm>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
