import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { badRequest, fieldErrors, readForm, userActionSchema } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { authCoreFor } from "~/.server/auth/staff-auth";
import {
  changeStaffRole,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffUserDisabled,
} from "~/.server/auth/user-admin";
import { parseId } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { STAFF_ROLES } from "~/.server/db/tables/staff";
import { IntentForm } from "~/components/admin/StaffForm";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary } from "~/components/ui/fields";
import { RoleFields } from "~/components/admin/RoleFields";
import { SummarySection, type SummaryRow } from "~/components/admin/SummarySection";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { SecretCodes } from "~/components/admin/SecretCodes";
import { BackButton } from "~/components/ui/BackButton";
import { useFormat } from "~/i18n/use-format";
import type { Route } from "./+types/user";

const DONE = ["role", "disabled", "enabled", "two_factor"] as const;
type Done = (typeof DONE)[number];

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/users/:id (administrators): one account's details, role, access, password and two-factor. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireStaff(args, { roles: ["admin"] });
  const id = parseId(args.params.id);
  const services = args.context.get(servicesContext);
  const core = authCoreFor(services);
  const user = id ? await core.users.findById(id) : undefined;
  if (!user) throw notFound();
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    user,
    roles: STAFF_ROLES,
    self: user.id === access.user.id,
    sessions: await core.sessions.countActiveForUser(user.id),
    stations: await stationChoices(services.db, args.context.get(requestContext).locale),
    done: DONE.includes(done as Done) ? (done as Done) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin"] });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const core = authCoreFor(args.context.get(servicesContext));
  const fields = await readForm(args.request);
  const parsed = userActionSchema.safeParse(fields);
  if (!parsed.success) {
    if (fields.intent !== "role") throw badRequest();
    return data({ intent: "role", errors: fieldErrors(parsed.error), temporaryPassword: null }, { status: 422 });
  }
  const form = parsed.data;
  const actor = { id: access.user.id };
  const fail = (problem: string) => {
    if (problem === "not_found") throw notFound();
    const field = problem === "no_station" ? "station_id" : "form";
    return data({ intent: form.intent, errors: { [field]: problem }, temporaryPassword: null }, { status: 409 });
  };

  switch (form.intent) {
    case "role": {
      const outcome = await changeStaffRole(
        core,
        actor,
        id,
        { role: form.role, stationId: form.station_id },
        access.origin,
      );
      if (!outcome.ok) return fail(outcome.problem);
      throw redirect(`/admin/users/${id}?done=role`);
    }
    case "disable":
    case "enable": {
      const outcome = await setStaffUserDisabled(core, actor, id, form.intent === "disable", access.origin);
      if (!outcome.ok) return fail(outcome.problem);
      throw redirect(`/admin/users/${id}?done=${form.intent}d`);
    }
    case "reset_two_factor": {
      const outcome = await resetStaffTwoFactor(core, actor, id, access.origin);
      if (!outcome.ok) return fail(outcome.problem);
      throw redirect(`/admin/users/${id}?done=two_factor`);
    }
    case "reset_password": {
      const outcome = await resetStaffPassword(core, actor, id, access.origin);
      if (!outcome.ok) return fail(outcome.problem);
      // Shown in this answer only: a reload does not show it again.
      return data({ intent: form.intent, errors: {}, temporaryPassword: outcome.temporaryPassword });
    }
  }
}

export default function StaffUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user, self, stations, sessions } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const station = stations.find((choice) => choice.id === user.station_id);
  const formError = errors.form
    ? t(`admin.user.errors.${errors.form === "last_admin" ? "last_admin" : "self"}`)
    : undefined;
  const roleError = errors.role ? t("admin.user.errors.role_missing") : undefined;
  const stationError = errors.station_id ? t("admin.user.errors.no_station") : undefined;
  const summary = [
    ...(formError ? [{ id: `${actionData?.intent ?? "role"}-submit`, message: formError }] : []),
    ...(roleError ? [{ id: "role", message: roleError }] : []),
    ...(stationError ? [{ id: "station_id", message: stationError }] : []),
  ];
  const title = t("admin.user.title", { name: user.display_name });
  const switchTo = user.disabled ? "enable" : "disable";
  const doneMessage = {
    role: t("admin.user.role_saved"),
    disabled: t("admin.user.disabled_done"),
    enabled: t("admin.user.enabled_done"),
    two_factor: t("admin.user.two_factor_done"),
  };

  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      {loaderData.done && !actionData ? (
        <Notice>
          <p>{doneMessage[loaderData.done]}</p>
        </Notice>
      ) : null}
      {actionData?.temporaryPassword ? (
        <Notice>
          <p>{t("admin.user.password_done")}</p>
          <p>{t("admin.temporary_password.intro", { name: user.display_name })}</p>
          <SecretCodes label={t("admin.temporary_password.label")} codes={[actionData.temporaryPassword]} />
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />

      <SummarySection
        id="details-heading"
        heading={t("admin.user.details")}
        rows={[
          [t("admin.users.email"), user.email],
          [t("admin.users.role"), t(`admin.roles.${user.role}`)],
          ...(user.role === "desk"
            ? [
                [
                  t("admin.users.station"),
                  station ? station.name : t("admin.new_user.station_all"),
                  station?.lang,
                ] as SummaryRow,
              ]
            : []),
          [t("admin.users.status"), user.disabled ? t("admin.users.disabled") : t("admin.users.active")],
          [t("admin.users.two_factor"), user.totp_enabled ? t("admin.users.on") : t("admin.users.off")],
          [t("admin.user.sessions"), format.number(sessions)],
          [
            t("admin.users.last_sign_in"),
            user.last_sign_in_at ? format.dateTime(user.last_sign_in_at) : t("admin.never"),
          ],
          [t("admin.user.created"), format.dateTime(user.created_at)],
        ]}
      />

      <section aria-labelledby="role-heading" className="admin-section">
        <h2 id="role-heading">{t("admin.user.role_heading")}</h2>
        <IntentForm intent="role" submit={t("admin.user.role_submit")} submitId="role-submit" noValidate>
          <RoleFields
            roles={loaderData.roles}
            stations={stations}
            role={user.role}
            stationId={user.station_id ? String(user.station_id) : ""}
            roleError={roleError}
            stationError={stationError}
          />
        </IntentForm>
      </section>

      {!self ? (
        <>
          <section aria-labelledby="status-heading" className="admin-section">
            <h2 id="status-heading">{t("admin.user.status_heading")}</h2>
            <p>{user.disabled ? t("admin.user.enable_intro") : t("admin.user.disable_intro")}</p>
            <IntentForm
              intent={switchTo}
              submit={t(`admin.user.${switchTo}_submit`)}
              submitId={`${switchTo}-submit`}
              look={user.disabled ? undefined : "admin-button-warning"}
            />
          </section>

          <section aria-labelledby="password-heading" className="admin-section">
            <h2 id="password-heading">{t("admin.user.password_heading")}</h2>
            <p>{t("admin.user.password_intro")}</p>
            <IntentForm
              intent="reset_password"
              submit={t("admin.user.password_submit")}
              submitId="reset_password-submit"
              look="admin-button-secondary"
            />
          </section>

          <section aria-labelledby="two-factor-heading" className="admin-section">
            <h2 id="two-factor-heading">{t("admin.user.two_factor_heading")}</h2>
            {user.totp_enabled ? (
              <>
                <p>{t("admin.user.two_factor_intro")}</p>
                <IntentForm
                  intent="reset_two_factor"
                  submit={t("admin.user.two_factor_submit")}
                  submitId="reset_two_factor-submit"
                  look="admin-button-secondary"
                />
              </>
            ) : (
              <p>{t("admin.user.two_factor_off")}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
