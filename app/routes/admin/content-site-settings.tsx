import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { saveSiteSettings } from "~/.server/content-admin/site-settings-admin";
import { readSiteSettingValues, SITE_SETTING_KEYS } from "~/.server/content/site-settings";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { SiteSettingsForm, type SiteSettingsFormText } from "~/components/admin/SiteSettingsForm";
import type { Route } from "./+types/content-site-settings";

/** /admin/content/site-settings: helpline numbers, meeting hours, social and external links. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const values = await readSiteSettingValues(args.context.get(servicesContext).db);
  return { values, saved: doneOf(args.request) === "saved" };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const fields = await readForm(args.request);
  const outcome = await saveSiteSettings(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    fields,
  );
  if (outcome.ok) throw redirect("/admin/content/site-settings?done=saved");
  const values: SiteSettingsFormText = Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, (fields[key] ?? "").slice(0, 1000)]),
  );
  return data({ values, errors: outcome.errors }, { status: 422 });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.sections.site_settings")}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content", label: t("admin.content.all_content") }}
      notice={loaderData.saved && !actionData ? t("admin.content.site_settings.saved") : null}
    >
      <p className="admin-lead">{t("admin.content.site_settings.intro")}</p>
      <SiteSettingsForm values={actionData?.values ?? loaderData.values} errors={errors} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
