import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { fieldErrors, secondFactorSchema } from "~/.server/auth/admin-forms";
import { SIGN_IN_LIMITS_PER_ACCOUNT } from "~/.server/auth/auth-core";
import { currentIdentity, safeAdminPath, SIGN_IN_PATH } from "~/.server/auth/guard";
import { readSignInPost } from "~/.server/auth/sign-in-post";
import { BUSY_RETRY_AFTER_SECONDS, completeSecondFactor } from "~/.server/auth/sign-in";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { clearedStaffCookie, staffCookie } from "~/.server/auth/staff-cookie";
import { answeredPageHeaders } from "~/.server/http/answer-headers";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { PageTitle } from "~/components/ui/form-page";
import { SignOutForm } from "~/components/admin/SignOutForm";
import { StaffForm } from "~/components/admin/StaffForm";
import type { Route } from "./+types/sign-in-two-factor";

/** The second sign-in step, for accounts with two-factor sign-in: a code from the app or a recovery code. */
export async function loader(args: Route.LoaderArgs) {
  const next = safeAdminPath(new URL(args.request.url).searchParams.get("next"));
  const identity = await currentIdentity(args);
  if (identity.kind === "staff") throw redirect(next ?? "/admin");
  if (identity.kind === "anonymous") throw redirect(identity.ended ? `${SIGN_IN_PATH}?ended=timeout` : SIGN_IN_PATH);
  return { next, lockMinutes: SIGN_IN_LIMITS_PER_ACCOUNT[0]!.windowMs / 60_000 };
}

/** A refusal while the limits cannot be checked says when to try again. */
export const headers: Route.HeadersFunction = answeredPageHeaders;

export async function action(args: Route.ActionArgs) {
  const { services, fields, next, origin, token } = await readSignInPost(args);
  const parsed = secondFactorSchema.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), locked: false }, { status: 422 });

  const outcome = await completeSecondFactor(authCoreFor(services), { token, code: parsed.data.code }, origin);
  const secure = services.config.isProduction;
  if (outcome.ok) throw redirect(next ?? "/admin", { headers: { "Set-Cookie": staffCookie(outcome.token, secure) } });
  if (outcome.problem === "expired")
    throw redirect(`${SIGN_IN_PATH}?ended=timeout`, { headers: { "Set-Cookie": clearedStaffCookie(secure) } });
  if (outcome.problem === "locked")
    return data(
      { errors: { code: "locked" }, locked: true },
      { status: 429, headers: { "Set-Cookie": clearedStaffCookie(secure) } },
    );
  if (outcome.problem === "busy")
    return data(
      { errors: { code: "busy" }, locked: false },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } },
    );
  return data({ errors: { code: "invalid" }, locked: false }, { status: 401 });
}

export default function SignInTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const code = actionData?.errors.code;
  const codeError =
    code === "locked"
      ? t("admin.sign_in.errors.locked", { minutes: loaderData.lockMinutes })
      : code === "busy"
        ? t("admin.sign_in.errors.busy")
        : code === "invalid"
          ? t("admin.second_factor.errors.invalid")
          : code
            ? t("admin.second_factor.errors.code_missing")
            : undefined;
  const title = t("admin.second_factor.title");
  return (
    <div className="admin-page admin-narrow">
      <PageTitle title={title} hasErrors={Boolean(codeError)} />
      <h1>{title}</h1>
      <ErrorSummary errors={codeError ? [{ id: "code", message: codeError }] : []} />
      {actionData?.locked ? (
        <p>
          <Link to="/admin/sign-in">{t("admin.sign_in.title")}</Link>
        </p>
      ) : (
        <>
          <p>{t("admin.second_factor.intro")}</p>
          <StaffForm submit={t("admin.second_factor.submit")} noValidate>
            {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
            <TextField
              id="code"
              name="code"
              label={t("admin.second_factor.code")}
              hint={t("admin.second_factor.code_hint")}
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={40}
              width="short"
              error={codeError}
            />
          </StaffForm>
          <SignOutForm
            label={t("admin.second_factor.cancel")}
            className="admin-secondary-action"
            buttonClassName="link-button"
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
