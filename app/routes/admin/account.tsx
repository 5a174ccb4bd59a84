import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { changePassword, type PasswordChangeErrors } from "~/.server/auth/account";
import { changePasswordSchema, readForm, badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { staffCookie } from "~/.server/auth/staff-cookie";
import { BUSY_RETRY_AFTER_SECONDS } from "~/.server/auth/sign-in";
import { requestContext, servicesContext } from "~/.server/context";
import { answeredPageHeaders, answerHeaders } from "~/.server/http/answer-headers";
import { localized, textsOf } from "~/.server/content/localized";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary } from "~/components/ui/fields";
import { PasswordField } from "~/components/admin/PasswordField";
import { SummarySection, type SummaryRow } from "~/components/admin/SummarySection";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { StaffForm } from "~/components/admin/StaffForm";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/account";

/** /admin/account: one's own details, the password change, and the way to two-factor sign-in. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, { roles: "any", setup: "password" });
  const services = args.context.get(servicesContext);
  const locale = args.context.get(requestContext).locale;
  const station = user.station_id ? await services.stations.findById(user.station_id) : undefined;
  const stationName = station ? localized(textsOf(station, "name"), locale) : null;
  return {
    user: {
      email: user.email,
      name: user.display_name,
      role: user.role,
      lastSignIn: user.last_sign_in_at,
      totpEnabled: user.totp_enabled,
      mustChange: user.must_change_password,
    },
    station: stationName
      ? { name: stationName.text, lang: stationName.lang !== locale ? stationName.lang : undefined }
      : null,
    changed: new URL(args.request.url).searchParams.has("changed"),
  };
}

/** A password check refused while the limits cannot be checked says when to try again. */
export const headers: Route.HeadersFunction = answeredPageHeaders;

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: "any", setup: "password" });
  const services = args.context.get(servicesContext);
  const parsed = changePasswordSchema.safeParse(await readForm(args.request));
  if (!parsed.success) throw badRequest();
  const outcome = await changePassword(
    authCoreFor(services),
    access,
    { current: parsed.data.current_password, next: parsed.data.new_password, confirm: parsed.data.confirm_password },
    access.origin,
  );
  if (!outcome.ok) {
    const problem = outcome.errors.current_password;
    const payload = { errors: outcome.errors, minutes: outcome.retryAfterMinutes ?? 15 };
    if (problem === "busy") return data(payload, { status: 503, headers: answerHeaders(BUSY_RETRY_AFTER_SECONDS) });
    return data(payload, { status: problem === "locked" ? 429 : 422 });
  }
  // A forced change goes straight on to whatever comes next (the dashboard, or two-factor setup).
  const target = access.user.must_change_password ? "/admin" : "/admin/account?changed=1";
  throw redirect(target, { headers: { "Set-Cookie": staffCookie(outcome.token, services.config.isProduction) } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user, station } = loaderData;
  const errors: PasswordChangeErrors = actionData?.errors ?? {};
  const minutes = actionData?.minutes ?? 15;
  const messages = {
    current_password:
      errors.current_password === "busy"
        ? t("admin.sign_in.errors.busy")
        : errors.current_password
          ? t(`admin.account.errors.current_password.${errors.current_password}`, { minutes })
          : undefined,
    new_password: errors.new_password ? t(`admin.account.errors.new_password.${errors.new_password}`) : undefined,
    confirm_password: errors.confirm_password
      ? t(`admin.account.errors.confirm_password.${errors.confirm_password}`)
      : undefined,
  };
  const summary = (["current_password", "new_password", "confirm_password"] as const).flatMap((id) =>
    messages[id] ? [{ id, message: messages[id] }] : [],
  );
  const title = t("admin.account.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      {loaderData.changed && !actionData ? (
        <Notice>
          <p>{t("admin.account.changed")}</p>
        </Notice>
      ) : null}
      {user.mustChange ? (
        <Notice tone="warning">
          <p>{t("admin.account.must_change")}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />

      {!user.mustChange ? (
        <SummarySection
          id="details-heading"
          heading={t("admin.account.details")}
          rows={[
            [t("admin.account.name"), user.name],
            [t("admin.account.email"), user.email],
            [t("admin.account.role"), t(`admin.roles.${user.role}`)],
            ...(user.role === "desk"
              ? [
                  [
                    t("admin.account.station"),
                    station ? station.name : t("admin.dashboard.all_stations"),
                    station?.lang,
                  ] as SummaryRow,
                ]
              : []),
            [t("admin.account.last_sign_in"), user.lastSignIn ? format.dateTime(user.lastSignIn) : t("admin.never")],
          ]}
        />
      ) : null}

      <section aria-labelledby="password-heading" className="admin-section">
        <h2 id="password-heading">{t("admin.account.password_heading")}</h2>
        <StaffForm submit={t("admin.account.submit")} noValidate>
          {/* The account name, for password managers saving the new password. */}
          <input type="hidden" name="username" autoComplete="username" value={user.email} />
          <PasswordField
            id="current_password"
            name="current_password"
            label={t("admin.account.current_password")}
            autoComplete="current-password"
            error={messages.current_password}
          />
          <PasswordField
            id="new_password"
            name="new_password"
            label={t("admin.account.new_password")}
            hint={t("admin.account.new_password_hint")}
            autoComplete="new-password"
            error={messages.new_password}
          />
          <PasswordField
            id="confirm_password"
            name="confirm_password"
            label={t("admin.account.confirm_password")}
            autoComplete="new-password"
            error={messages.confirm_password}
          />
        </StaffForm>
      </section>

      {!user.mustChange ? (
        <section aria-labelledby="two-factor-heading" className="admin-section">
          <h2 id="two-factor-heading">{t("admin.account.two_factor_heading")}</h2>
          <p>{user.totpEnabled ? t("admin.account.two_factor_on") : t("admin.account.two_factor_off")}</p>
          <p>
            <Link to="/admin/account/two-factor">
              {user.totpEnabled ? t("admin.account.two_factor_manage") : t("admin.account.two_factor_set_up")}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
