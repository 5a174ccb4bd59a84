import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { badRequest, readForm, settingsSchema } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { authCoreFor } from "~/.server/auth/staff-auth";
import { readStaffSettings } from "~/.server/auth/staff-settings";
import { setRequireTwoFactor } from "~/.server/auth/user-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { CheckboxField } from "~/components/ui/fields";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { StaffForm } from "~/components/admin/StaffForm";
import type { Route } from "./+types/settings";

/** /admin/settings (administrators): whether every staff account must use two-factor sign-in. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: ["admin"] });
  const settings = await readStaffSettings(args.context.get(servicesContext).db);
  return { settings, saved: new URL(args.request.url).searchParams.has("saved") };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin"] });
  const parsed = settingsSchema.safeParse(await readForm(args.request));
  if (!parsed.success) throw badRequest();
  await setRequireTwoFactor(
    authCoreFor(args.context.get(servicesContext)),
    { id: access.user.id },
    parsed.data.require_two_factor === "on",
    access.origin,
  );
  throw redirect("/admin/settings?saved=1");
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t("admin.settings.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {loaderData.saved ? (
        <Notice>
          <p>{t("admin.settings.saved")}</p>
        </Notice>
      ) : null}
      <StaffForm submit={t("admin.settings.submit")}>
        <fieldset className="admin-fieldset">
          <legend className="admin-label">{t("admin.settings.two_factor_legend")}</legend>
          <CheckboxField
            id="require_two_factor"
            name="require_two_factor"
            label={t("admin.settings.require_two_factor")}
            hint={t("admin.settings.require_two_factor_hint")}
            defaultChecked={loaderData.settings.requireTwoFactor}
          />
        </fieldset>
      </StaffForm>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
