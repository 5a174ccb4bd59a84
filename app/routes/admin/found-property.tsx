import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { parsePageParam } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { readFoundPropertyPost } from "~/.server/found-property/item-form";
import { addFoundItem, listRegister, markEnded, registerStations } from "~/.server/found-property/register";
import { siteHolding } from "~/.server/found-property/holding";
import { foundPropertyReturnSchema } from "~/.server/reports/desk/desk-forms";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { dateSort } from "~/.server/content-admin/list-sort";
import { NEWEST_FIRST } from "~/lib/content-views";
import { AdminTable } from "~/components/admin/AdminTable";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { IntentForm } from "~/components/admin/StaffForm";
import { FoundPropertyForm } from "~/components/found-property/FoundPropertyForm";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useFormat } from "~/i18n/use-format";
import { indiaDay } from "~/lib/india-time";
import type { Route } from "./+types/found-property";

const DONE = ["added", "returned", "disposed", "deleted"] as const;
type Done = (typeof DONE)[number];
const DONE_TEXT = { added: "added", returned: "returned_done", disposed: "disposed_done", deleted: "deleted" } as const;
/** The buttons that end an item's time in the register, and what each records. */
const ENDS = { return: "returned", dispose: "disposed" } as const;

/**
 * /admin/found-property (administrators and desk officers): the register of property held at
 * stations. Adding an item (a multipart form, with an optional photo) puts it on the public
 * /found-property page; marking it returned or recording its disposal takes it off, as does the
 * end of its holding period (it then shows here as disposed of). Each item links to its edit page
 * (found-property-item.tsx). A desk officer limited to one station works only with that
 * station's items.
 */
export async function loader(args: Route.LoaderArgs) {
  const { scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const url = new URL(args.request.url);
  const page = parsePageParam(url);
  if (!page.ok) throw badRequest();
  const sort = dateSort(url);
  const [list, choices] = await Promise.all([
    listRegister(services.db, scope, page.page, locale, siteHolding(services), sort.dir),
    registerStations(services.db, scope, locale),
  ]);
  const done = url.searchParams.get("done");
  return {
    list,
    sort,
    ...choices,
    today: indiaDay(services.clock.now()),
    done: DONE.includes(done as Done) ? (done as Done) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { scope } = access;
  const form = await args.request.formData().catch(() => null);
  if (!form) throw badRequest();

  const intent = form.get("intent");
  if (intent === "return" || intent === "dispose") {
    const parsed = foundPropertyReturnSchema.safeParse({ id: form.get("id") });
    if (!parsed.success) throw badRequest();
    const outcome = await markEnded(services, access.user, access.origin, scope, parsed.data.id, ENDS[intent]);
    if (!outcome.ok) throw data({ reason: "not_found" }, { status: 404 });
    throw redirect(`/admin/found-property?done=${ENDS[intent]}`);
  }
  if (form.get("intent") !== "add") throw badRequest();

  const post = await readFoundPropertyPost(form, scope);
  if (!post.ok) return data({ errors: post.errors, values: post.values }, { status: 422 });
  const outcome = await addFoundItem(
    services,
    access.user,
    access.origin,
    scope,
    post.input,
    post.photo,
    indiaDay(services.clock.now()),
  );
  if (!outcome.ok) return data({ errors: { [outcome.field]: outcome.problem }, values: post.values }, { status: 422 });
  throw redirect("/admin/found-property?done=added");
}

export default function FoundPropertyRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { list, stations, limitedTo, today, done } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const day = (date: string) => format.dayMonthYear(`${date}T00:00:00Z`);
  const title = t("admin.found_property_admin.title");

  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <h1>{title}</h1>
      <p className="admin-lead">{t("admin.found_property_admin.intro")}</p>
      {limitedTo ? (
        <p className="admin-hint">{t("admin.found_property_admin.station_limited", { station: limitedTo.name })}</p>
      ) : null}
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.found_property_admin.${DONE_TEXT[done]}`)}</p>
        </Notice>
      ) : null}

      <section aria-labelledby="add-heading" className="admin-section">
        <h2 id="add-heading">{t("admin.found_property_admin.add_heading")}</h2>
        <FoundPropertyForm
          intent="add"
          values={actionData?.values ?? { found_on: today }}
          errors={errors}
          stations={stations}
          limited={limitedTo !== null}
          submitLabel={t("admin.found_property_admin.submit")}
        />
      </section>

      <section aria-labelledby="list-heading" className="admin-section">
        <h2 id="list-heading">{t("admin.found_property_admin.list_heading")}</h2>
        <p className="admin-count">{t("admin.found_property_admin.count", { number: format.number(list.total) })}</p>
        <AdminTable
          captionId="register-caption"
          caption={t("admin.found_property_admin.caption")}
          columns={[
            t("admin.found_property_admin.column_item"),
            t("admin.found_property_admin.column_station"),
            { label: t("admin.found_property_admin.column_found"), sort: "date", first: "desc" },
            t("admin.found_property_admin.column_held_until"),
            t("admin.found_property_admin.column_state"),
            t("admin.found_property_admin.column_actions"),
          ]}
          items={list.data}
          sort={{ current: loaderData.sort, initial: NEWEST_FIRST, name: title }}
          paging={{ current: list.current_page, last: list.last_page }}
          empty={t("admin.found_property_admin.empty")}
          row={(item) => (
            <>
              <th scope="row">
                {item.photo ? (
                  <ResponsiveImage image={item.photo} alt="" sizes="96px" className="admin-thumbnail" />
                ) : null}
                {t(`citizen.categories.${item.category}`)}
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
                {item.description_hi ? (
                  <span className="admin-cell-note" lang="hi">
                    {item.description_hi}
                  </span>
                ) : null}
                {item.imei ? (
                  <span className="admin-cell-note">
                    {t("admin.found_property_admin.imei_note", { imei: item.imei })}
                  </span>
                ) : null}
              </th>
              <td lang={item.station.lang}>{item.station.name}</td>
              <td>{day(item.found_on)}</td>
              <td>{item.held_until ? day(item.held_until) : "—"}</td>
              <td>
                {item.state.state === "returned" ? (
                  <span className="admin-tag admin-tag-off">
                    {t("admin.found_property_admin.state_returned", {
                      date: item.state.at ? format.dateTime(item.state.at) : "—",
                    })}
                  </span>
                ) : item.state.state === "disposed" ? (
                  <span className="admin-tag admin-tag-off">
                    {item.state.at
                      ? t("admin.found_property_admin.state_disposed", { date: format.dateTime(item.state.at) })
                      : t("admin.found_property_admin.state_disposed_due", { date: day(item.state.lastDay) })}
                  </span>
                ) : (
                  <span className="admin-tag admin-tag-on">{t("admin.found_property_admin.state_held")}</span>
                )}
                {item.state.state === "held" || item.state.state === "claimed" ? (
                  <EndButton intent="return" id={item.id} />
                ) : null}
                {item.state.state === "held" || (item.state.state === "disposed" && !item.state.at) ? (
                  <EndButton intent="dispose" id={item.id} />
                ) : null}
              </td>
              <td>
                <Link
                  to={`/admin/found-property/${item.id}`}
                  aria-label={t("admin.found_property_admin.edit_label", { number: format.number(item.id) })}
                >
                  {t("admin.found_property_admin.edit")}
                </Link>
              </td>
            </>
          )}
        />
      </section>
    </div>
  );
}

/** A button that marks an item returned or records its disposal. */
function EndButton({ intent, id }: { intent: "return" | "dispose"; id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [label, text] =
    intent === "return"
      ? (["mark_returned_label", "mark_returned"] as const)
      : (["record_disposal_label", "record_disposal"] as const);
  return (
    <IntentForm
      intent={intent}
      submit={t(`admin.found_property_admin.${text}`)}
      submitLabel={t(`admin.found_property_admin.${label}`, { number: format.number(id) })}
      look="admin-button-secondary"
      inline
    >
      <input type="hidden" name="id" value={id} />
    </IntentForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
