import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { fieldErrors, newUserSchema, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { createStaffUser } from "~/.server/auth/user-admin";
import { requestContext, servicesContext } from "~/.server/context";
import { STAFF_ROLES } from "~/.server/db/tables/staff";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { RoleFields } from "~/components/admin/RoleFields";
import { PageTitle } from "~/components/ui/form-page";
import { StaffForm } from "~/components/admin/StaffForm";
import { SecretCodes } from "~/components/admin/SecretCodes";
import type { Route } from "./+types/users-new";

/** The problems the form and the service name (app/.server/auth/admin-forms.ts, user-admin.ts). */
const PROBLEMS = [
  "email_missing",
  "email_invalid",
  "email_taken",
  "name_missing",
  "role_missing",
  "no_station",
] as const;
type Problem = (typeof PROBLEMS)[number];

/** /admin/users/new (administrators): a new account with a temporary password, shown once. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: ["admin"] });
  const services = args.context.get(servicesContext);
  return { roles: STAFF_ROLES, stations: await stationChoices(services.db, args.context.get(requestContext).locale) };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin"] });
  const services = args.context.get(servicesContext);
  const fields = await readForm(args.request);
  const values = {
    email: (fields.email ?? "").slice(0, 320),
    display_name: (fields.display_name ?? "").slice(0, 120),
    role: fields.role ?? "",
    station_id: fields.station_id ?? "",
  };
  const parsed = newUserSchema.safeParse(fields);
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error), created: null }, { status: 422 });
  const outcome = await createStaffUser(
    authCoreFor(services),
    { id: access.user.id },
    {
      email: parsed.data.email,
      displayName: parsed.data.display_name,
      role: parsed.data.role,
      stationId: parsed.data.station_id,
    },
    access.origin,
  );
  if (!outcome.ok) {
    const field = outcome.problem === "no_station" ? "station_id" : "email";
    return data({ values, errors: { [field]: outcome.problem }, created: null }, { status: 422 });
  }
  return data({
    values,
    errors: {},
    created: { id: outcome.user.id, name: outcome.user.display_name, temporaryPassword: outcome.temporaryPassword! },
  });
}

export default function NewUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.new_user.title");

  if (actionData?.created) {
    const { created } = actionData;
    const heading = t("admin.new_user.created_heading", { name: created.name });
    return (
      <div className="admin-page">
        <PageTitle title={heading} />
        <h1>{heading}</h1>
        <p>{t("admin.temporary_password.intro", { name: created.name })}</p>
        <SecretCodes label={t("admin.temporary_password.label")} codes={[created.temporaryPassword]} />
        <p className="admin-actions">
          <Link to={`/admin/users/${created.id}`}>{t("admin.users.manage_user", { name: created.name })}</Link>
          <Link to="/admin/users">{t("admin.new_user.back_to_list")}</Link>
        </p>
      </div>
    );
  }

  const errors = actionData?.errors ?? {};
  const message = (field: string): string | undefined => {
    const code = (errors as Record<string, string>)[field];
    if (!code) return undefined;
    const fallback: Problem =
      field === "role" ? "role_missing" : field === "station_id" ? "no_station" : "email_invalid";
    return t(`admin.new_user.errors.${PROBLEMS.includes(code as Problem) ? (code as Problem) : fallback}`);
  };
  const fieldsInOrder = [
    ["email", "email"],
    ["display_name", "display_name"],
    ["role", "role"],
    ["station_id", "station_id"],
  ] as const;
  const summary = fieldsInOrder.flatMap(([field, id]) => {
    const text = message(field);
    return text ? [{ id, message: text }] : [];
  });
  const values = actionData?.values;
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      <ErrorSummary errors={summary} />
      <StaffForm submit={t("admin.new_user.submit")} noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label={t("admin.new_user.email")}
          hint={t("admin.new_user.email_hint")}
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          defaultValue={values?.email}
          error={message("email")}
        />
        <TextField
          id="display_name"
          name="display_name"
          label={t("admin.new_user.name")}
          autoComplete="off"
          maxLength={120}
          defaultValue={values?.display_name}
          error={message("display_name")}
        />
        <RoleFields
          roles={loaderData.roles}
          stations={loaderData.stations}
          role={values?.role}
          stationId={values?.station_id}
          roleError={message("role")}
          stationError={message("station_id")}
        />
      </StaffForm>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
