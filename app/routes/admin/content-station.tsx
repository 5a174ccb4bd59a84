import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { parseId } from "~/.server/api/json";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { findStationForAdmin, officerChoices, updateStation } from "~/.server/content-admin/stations-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { TextAreaField } from "~/components/admin/content-fields";
import { CsrfField, ErrorSummary, Notice, PageTitle, SelectField, TextField } from "~/components/admin/fields";
import type { Route } from "./+types/content-station";

const FIELDS = ["name_en", "name_mr", "address_en", "address_mr", "landline", "email", "officer_id"] as const;
type Field = (typeof FIELDS)[number];
const PROBLEMS = [
  "name_missing",
  "name_too_long",
  "address_too_long",
  "phone_invalid",
  "email_invalid",
  "officer_invalid",
] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Record<Field, Problem> = {
  name_en: "name_missing",
  name_mr: "name_too_long",
  address_en: "address_too_long",
  address_mr: "address_too_long",
  landline: "phone_invalid",
  email: "email_invalid",
  officer_id: "officer_invalid",
};

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/stations/:id: correct a station's or office's details and officer in charge. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const services = args.context.get(servicesContext);
  const station = id ? await findStationForAdmin(services, id) : undefined;
  if (!station) throw notFound();
  return {
    station,
    officers: await officerChoices(services),
    saved: doneOf(args.request) === "saved",
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const fields = await readForm(args.request);
  const outcome = await updateStation(
    args.context.get(servicesContext),
    { id: access.user.id, origin: access.origin },
    id,
    fields,
  );
  if (outcome.ok) throw redirect(`/admin/content/stations/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values = Object.fromEntries(FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 1000)])) as Record<
    Field,
    string
  >;
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditStation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { station, officers, saved } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const message = (field: Field): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    return t(
      `admin.content.stations.errors.${PROBLEMS.includes(code as Problem) ? (code as Problem) : FALLBACK[field]}`,
    );
  };
  const summary = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  const value = (field: Field): string =>
    actionData?.values[field] ?? (field === "officer_id" ? String(station.officer_id ?? "") : (station[field] ?? ""));
  const title = t("admin.content.stations.edit_title", { title: station.name_en });
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <p>
        <Link to="/admin/content/stations">{t("admin.content.sections.stations")}</Link>
      </p>
      <h1>{title}</h1>
      {saved && !actionData ? (
        <Notice>
          <p>{t("admin.content.articles.done.saved")}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate className="admin-form">
        <CsrfField />
        <TextField
          id="name_en"
          name="name_en"
          label={t("admin.content.stations.name_en")}
          maxLength={200}
          defaultValue={value("name_en")}
          error={message("name_en")}
        />
        <TextField
          id="name_mr"
          name="name_mr"
          label={t("admin.content.stations.name_mr")}
          required={false}
          maxLength={200}
          defaultValue={value("name_mr")}
          error={message("name_mr")}
        />
        <TextAreaField
          id="address_en"
          name="address_en"
          label={t("admin.content.stations.address_en")}
          rows={3}
          maxLength={1000}
          lang="en"
          defaultValue={value("address_en")}
          error={message("address_en")}
        />
        <TextAreaField
          id="address_mr"
          name="address_mr"
          label={t("admin.content.stations.address_mr")}
          rows={3}
          maxLength={1000}
          lang="mr"
          defaultValue={value("address_mr")}
          error={message("address_mr")}
        />
        <TextField
          id="landline"
          name="landline"
          inputMode="tel"
          width="medium"
          required={false}
          label={t("admin.content.stations.landline")}
          hint={t("admin.content.stations.landline_hint")}
          maxLength={60}
          defaultValue={value("landline")}
          error={message("landline")}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          required={false}
          spellCheck={false}
          label={t("admin.content.stations.email")}
          maxLength={254}
          defaultValue={value("email")}
          error={message("email")}
        />
        <SelectField
          id="officer_id"
          name="officer_id"
          label={t("admin.content.stations.officer")}
          hint={t("admin.content.stations.officer_hint")}
          options={[
            { value: "", label: t("admin.content.stations.no_officer") },
            ...officers.map((officer) => ({
              value: String(officer.id),
              label: `${officer.name_en} (${t(`common.designations.${officer.designation}`)})`,
            })),
          ]}
          defaultValue={value("officer_id")}
          error={message("officer_id")}
        />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("admin.content.stations.submit")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
