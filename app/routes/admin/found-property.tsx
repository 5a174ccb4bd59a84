import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { badRequest, fieldErrors } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { stationChoices } from "~/.server/auth/station-choices";
import { parsePageParam } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { addFoundItem, listRegister, markReturned } from "~/.server/inbox/found-property-register";
import { foundPropertyAddSchema, foundPropertyReturnSchema } from "~/.server/inbox/inbox-forms";
import { inboxScopeOf } from "~/.server/inbox/report-inbox";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { CsrfField, ErrorSummary, Notice, PageTitle, SelectField, TextField } from "~/components/admin/fields";
import { TextAreaField } from "~/components/admin/TextAreaField";
import { Pagination } from "~/components/ui/Pagination";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useFormat } from "~/i18n/use-format";
import { indiaDay } from "~/lib/india-time";
import { FOUND_DESCRIPTION_MAX as DESCRIPTION_MAX, LOST_FOUND_CATEGORY_VALUES } from "~/validation/inbox";
import type { Route } from "./+types/found-property";

/** Photos larger than this are refused (the body limit for the whole form is 6 MB). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const DONE = ["added", "returned"] as const;
type Done = (typeof DONE)[number];
const ADD_FIELDS = ["category", "description_en", "description_mr", "station_id", "found_on", "held_until"] as const;

/**
 * /admin/found-property (administrators and desk officers): the register of property held at
 * stations. Adding an item (a multipart form, with an optional photo) puts it on the public
 * /found-property page; marking it returned takes it off. A desk officer limited to one station
 * works only with that station's items.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const url = new URL(args.request.url);
  const page = parsePageParam(url);
  if (!page.ok) throw badRequest();
  const scope = inboxScopeOf(user);
  const [list, stations] = await Promise.all([
    listRegister(services.db, scope, page.page, locale),
    stationChoices(services.db, locale),
  ]);
  const done = url.searchParams.get("done");
  return {
    list,
    stations: scope.stationId === null ? stations : stations.filter((s) => s.id === scope.stationId),
    limitedTo: scope.stationId === null ? null : (stations.find((s) => s.id === scope.stationId) ?? null),
    today: indiaDay(services.clock.now()),
    done: DONE.includes(done as Done) ? (done as Done) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const scope = inboxScopeOf(access.user);
  const form = await args.request.formData().catch(() => null);
  if (!form) throw badRequest();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };

  if (text("intent") === "return") {
    const parsed = foundPropertyReturnSchema.safeParse({ id: text("id") });
    if (!parsed.success) throw badRequest();
    const outcome = await markReturned(services, access.user, access.origin, scope, parsed.data.id);
    if (!outcome.ok) throw data({ reason: "not_found" }, { status: 404 });
    throw redirect("/admin/found-property?done=returned");
  }
  if (text("intent") !== "add") throw badRequest();

  const values: Record<string, string> = {};
  for (const name of ADD_FIELDS) {
    const value = text(name);
    if (value !== undefined) values[name] = value.slice(0, DESCRIPTION_MAX + 100);
  }
  // A desk officer limited to one station has no choice to make.
  if (scope.stationId !== null && !values.station_id) values.station_id = String(scope.stationId);
  const fail = (errors: Record<string, string>) => data({ errors, values }, { status: 422 });
  const parsed = foundPropertyAddSchema.safeParse(values);
  const photoField = form.get("photo");
  const photo = photoField instanceof File && photoField.size > 0 ? photoField : null;
  const photoError: Record<string, string> = photo && photo.size > PHOTO_MAX_BYTES ? { photo: "photo_invalid" } : {};
  if (!parsed.success) return fail({ ...fieldErrors(parsed.error), ...photoError });
  if (photoError.photo) return fail(photoError);
  const outcome = await addFoundItem(
    services,
    access.user,
    access.origin,
    scope,
    parsed.data,
    photo ? Buffer.from(await photo.arrayBuffer()) : null,
    indiaDay(services.clock.now()),
  );
  if (!outcome.ok) return fail({ [outcome.field]: outcome.problem });
  throw redirect("/admin/found-property?done=added");
}

export default function FoundPropertyRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const busy = useNavigation().state === "submitting";
  const { list, stations, limitedTo, today, done } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const errorText = (code: string | undefined) =>
    code ? t(`admin.found_property_admin.errors.${code as "category_missing"}`) : undefined;
  const summary = (
    ["category", "description_en", "description_mr", "station_id", "found_on", "held_until", "photo"] as const
  ).flatMap((field) => {
    const message = errorText(errors[field]);
    return message ? [{ id: field, message }] : [];
  });
  const day = (date: string) => format.dayMonthYear(`${date}T00:00:00Z`);
  const title = t("admin.found_property_admin.title");

  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={summary.length > 0} />
      <h1>{title}</h1>
      <p className="admin-lead">{t("admin.found_property_admin.intro")}</p>
      {limitedTo ? (
        <p className="admin-hint">{t("admin.found_property_admin.station_limited", { station: limitedTo.name })}</p>
      ) : null}
      {done && !actionData ? (
        <Notice>
          <p>{t(done === "added" ? "admin.found_property_admin.added" : "admin.found_property_admin.returned_done")}</p>
        </Notice>
      ) : null}
      <ErrorSummary errors={summary} />

      <section aria-labelledby="add-heading" className="admin-section">
        <h2 id="add-heading">{t("admin.found_property_admin.add_heading")}</h2>
        <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="add" />
          <SelectField
            id="category"
            name="category"
            label={t("admin.found_property_admin.category")}
            options={[
              { value: "", label: t("admin.found_property_admin.category_choose") },
              ...LOST_FOUND_CATEGORY_VALUES.map((category) => ({
                value: category,
                label: t(`admin.inbox.categories.${category}`),
              })),
            ]}
            defaultValue={values.category}
            error={errorText(errors.category)}
          />
          <TextAreaField
            id="description_en"
            name="description_en"
            label={t("admin.found_property_admin.description_en")}
            hint={t("admin.found_property_admin.description_hint")}
            defaultValue={values.description_en}
            error={errorText(errors.description_en)}
            maxLength={DESCRIPTION_MAX}
            rows={2}
          />
          <TextAreaField
            id="description_mr"
            name="description_mr"
            label={t("admin.found_property_admin.description_mr")}
            defaultValue={values.description_mr}
            error={errorText(errors.description_mr)}
            maxLength={DESCRIPTION_MAX}
            rows={2}
          />
          <SelectField
            id="station_id"
            name="station_id"
            label={t("admin.found_property_admin.station")}
            options={[
              ...(limitedTo ? [] : [{ value: "", label: t("admin.found_property_admin.station_choose") }]),
              ...stations.map((station) => ({ value: String(station.id), label: station.name, lang: station.lang })),
            ]}
            defaultValue={values.station_id}
            error={errorText(errors.station_id)}
          />
          <TextField
            id="found_on"
            name="found_on"
            type="date"
            label={t("admin.found_property_admin.found_on")}
            defaultValue={values.found_on ?? today}
            error={errorText(errors.found_on)}
            width="medium"
          />
          <TextField
            id="held_until"
            name="held_until"
            type="date"
            label={t("admin.found_property_admin.held_until")}
            hint={t("admin.found_property_admin.held_until_hint")}
            defaultValue={values.held_until}
            error={errorText(errors.held_until)}
            required={false}
            width="medium"
          />
          <div className={`admin-field${errors.photo ? " admin-field-invalid" : ""}`}>
            <label htmlFor="photo" className="admin-label">
              {t("admin.found_property_admin.photo")}
            </label>
            <p id="photo-hint" className="admin-hint">
              {t("admin.found_property_admin.photo_hint")}
            </p>
            <input
              id="photo"
              name="photo"
              type="file"
              className="admin-input admin-file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby={errors.photo ? "photo-hint photo-error" : "photo-hint"}
              aria-invalid={errors.photo ? true : undefined}
            />
            {errors.photo ? (
              <p id="photo-error" className="admin-field-error">
                {errorText(errors.photo)}
              </p>
            ) : null}
          </div>
          <div className="admin-actions">
            <button type="submit" className="button" disabled={busy}>
              {t("admin.found_property_admin.submit")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="list-heading" className="admin-section">
        <h2 id="list-heading">{t("admin.found_property_admin.list_heading")}</h2>
        <p className="admin-count">{t("admin.found_property_admin.count", { number: format.number(list.total) })}</p>
        {list.data.length === 0 ? (
          <p className="empty-state">{t("admin.found_property_admin.empty")}</p>
        ) : (
          // A scrolling region must be reachable by keyboard (WCAG 2.1.1); it is named by its caption.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="table-scroll" role="region" aria-labelledby="register-caption" tabIndex={0}>
            <table className="data-table admin-table">
              <caption id="register-caption" className="visually-hidden">
                {t("admin.found_property_admin.caption")}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.found_property_admin.column_item")}</th>
                  <th scope="col">{t("admin.found_property_admin.column_station")}</th>
                  <th scope="col">{t("admin.found_property_admin.column_found")}</th>
                  <th scope="col">{t("admin.found_property_admin.column_held_until")}</th>
                  <th scope="col">{t("admin.found_property_admin.column_state")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      {item.photo ? (
                        <ResponsiveImage image={item.photo} alt="" sizes="96px" className="admin-thumbnail" />
                      ) : null}
                      {t(`admin.inbox.categories.${item.category}`)}
                      {item.description_en ? (
                        <span className="admin-cell-note" lang="en">
                          {item.description_en}
                        </span>
                      ) : null}
                      {item.description_mr ? (
                        <span className="admin-cell-note" lang="mr">
                          {item.description_mr}
                        </span>
                      ) : null}
                    </th>
                    <td lang={item.station.lang}>{item.station.name}</td>
                    <td>{day(item.found_on)}</td>
                    <td>{item.held_until ? day(item.held_until) : "—"}</td>
                    <td>
                      {item.returned ? (
                        <span className="admin-tag admin-tag-off">
                          {t("admin.found_property_admin.state_returned", {
                            date: item.returned_at ? format.dateTime(item.returned_at) : "—",
                          })}
                        </span>
                      ) : (
                        <>
                          <span className="admin-tag admin-tag-on">{t("admin.found_property_admin.state_held")}</span>
                          <Form method="post" className="admin-inline-form">
                            <CsrfField />
                            <input type="hidden" name="intent" value="return" />
                            <input type="hidden" name="id" value={item.id} />
                            <button
                              type="submit"
                              className="button admin-button-secondary"
                              aria-label={t("admin.found_property_admin.mark_returned_label", {
                                number: format.number(item.id),
                              })}
                            >
                              {t("admin.found_property_admin.mark_returned")}
                            </button>
                          </Form>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination current={list.current_page} last={list.last_page} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
