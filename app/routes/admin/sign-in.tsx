import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { fieldErrors, signInSchema } from "~/.server/auth/admin-forms";
import { SIGN_IN_LIMITS_PER_ACCOUNT } from "~/.server/auth/auth-core";
import { currentIdentity, safeAdminPath, SECOND_FACTOR_PATH } from "~/.server/auth/guard";
import { readSignInPost } from "~/.server/auth/sign-in-post";
import { BUSY_RETRY_AFTER_SECONDS, signIn } from "~/.server/auth/sign-in";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { staffCookie } from "~/.server/auth/staff-cookie";
import { answeredPageHeaders } from "~/.server/http/answer-headers";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { PasswordField } from "~/components/admin/PasswordField";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { StaffForm } from "~/components/admin/StaffForm";
import type { Route } from "./+types/sign-in";

/** How long an account or address stays locked after too many failures. */
const lockMinutes = () => SIGN_IN_LIMITS_PER_ACCOUNT[0]!.windowMs / 60_000;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const next = safeAdminPath(url.searchParams.get("next"));
  const identity = await currentIdentity(args);
  if (identity.kind === "staff") throw redirect(next ?? "/admin");
  const ended = url.searchParams.get("ended");
  return {
    next,
    lockMinutes: lockMinutes(),
    notice: url.searchParams.has("signed_out")
      ? ("signed_out" as const)
      : ended === "timeout" || ended === "revoked"
        ? (`ended_${ended}` as const)
        : null,
  };
}

/** A refusal while the limits cannot be checked says when to try again. */
export const headers: Route.HeadersFunction = answeredPageHeaders;

export async function action(args: Route.ActionArgs) {
  const { services, fields, next, origin, token } = await readSignInPost(args);
  const email = (fields.email ?? "").trim().slice(0, 320);
  const parsed = signInSchema.safeParse(fields);
  if (!parsed.success) return data({ email, errors: fieldErrors(parsed.error), minutes: 0 }, { status: 422 });

  const outcome = await signIn(
    authCoreFor(services),
    { email: parsed.data.email, password: parsed.data.password, previousToken: token },
    origin,
  );
  if (!outcome.ok && outcome.problem === "busy") {
    const headers = { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) };
    return data({ email, errors: { email: outcome.problem }, minutes: 0 }, { status: 503, headers });
  }
  if (!outcome.ok) {
    const status = outcome.problem === "locked" ? 429 : 401;
    return data({ email, errors: { email: outcome.problem }, minutes: lockMinutes() }, { status });
  }
  const cookie = staffCookie(outcome.token, services.config.isProduction);
  const target = outcome.secondFactor
    ? `${SECOND_FACTOR_PATH}${next ? `?next=${encodeURIComponent(next)}` : ""}`
    : (next ?? "/admin");
  throw redirect(target, { headers: { "Set-Cookie": cookie } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const message = (field: string, code: string | undefined) => {
    if (!code) return undefined;
    if (code === "locked")
      return t("admin.sign_in.errors.locked", { minutes: actionData?.minutes || loaderData.lockMinutes });
    if (code === "invalid") return t("admin.sign_in.errors.invalid");
    if (code === "busy") return t("admin.sign_in.errors.busy");
    return field === "email" ? t("admin.sign_in.errors.email_missing") : t("admin.sign_in.errors.password_missing");
  };
  const emailError = message("email", errors.email);
  const passwordError = message("password", errors.password);
  const summary = [
    ...(emailError ? [{ id: "email", message: emailError }] : []),
    ...(passwordError ? [{ id: "password", message: passwordError }] : []),
  ];
  const title = t("admin.sign_in.title");
  return (
    <div className="admin-page admin-narrow">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      {loaderData.notice && !actionData ? (
        <Notice tone={loaderData.notice === "signed_out" ? "success" : "info"}>
          <p>{t(`admin.sign_in.${loaderData.notice}`)}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />
      <p>{t("admin.sign_in.intro")}</p>
      <StaffForm submit={t("admin.sign_in.submit")} noValidate>
        {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
        <TextField
          id="email"
          name="email"
          type="email"
          label={t("admin.sign_in.email")}
          autoComplete="username"
          spellCheck={false}
          maxLength={320}
          defaultValue={actionData?.email ?? ""}
          error={emailError}
        />
        <PasswordField
          id="password"
          name="password"
          label={t("admin.sign_in.password")}
          autoComplete="current-password"
          error={passwordError}
        />
      </StaffForm>
      <p className="admin-hint">{t("admin.sign_in.forgot")}</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
