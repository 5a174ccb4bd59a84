import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { requestContext, servicesContext } from "~/.server/context";
import { findFoundItem, updateFoundItem } from "~/.server/found-property/edit";
import { readFoundPropertyPost } from "~/.server/found-property/item-form";
import { registerStations } from "~/.server/found-property/register";
import { claimOf } from "~/.server/found-property/claims";
import { claimAction, isClaimIntent } from "~/.server/found-property/claim-action";
import { proposeReportsForItem } from "~/.server/found-property/match-proposals";
import { ItemClaimSection } from "~/components/found-property/ItemClaimSection";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { Notice, PageTitle } from "~/components/ui/form-page";
import { FoundPropertyForm } from "~/components/found-property/FoundPropertyForm";
import { useFormat } from "~/i18n/use-format";
import { indiaDay } from "~/lib/india-time";
import type { Route } from "./+types/found-property-item";

const CLAIM_DONE = ["confirmed", "confirmed_sms_failed", "handed_over"] as const;

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/**
 * /admin/found-property/:id (administrators and desk officers): correct an item of the register,
 * replace or remove its photo, or go on to delete it. A desk officer limited to one station finds
 * only that station's items here (others are "not found").
 */
export async function loader(args: Route.LoaderArgs) {
  const { scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const id = parseId(args.params.id);
  const item = id ? await findFoundItem(services.db, scope, id) : undefined;
  if (!item) throw notFound();
  const [choices, claim] = await Promise.all([
    registerStations(services.db, scope, locale),
    claimOf(services.db, scope, id!),
  ]);
  // Proposals only while the item waits for its owner.
  const proposals = claim || item.returned ? [] : await proposeReportsForItem(services.db, scope, item.id, locale);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    item,
    values: {
      category: item.category,
      description_en: item.description_en ?? "",
      description_mr: item.description_mr ?? "",
      description_hi: item.description_hi ?? "",
      station_id: String(item.station_id),
      found_on: item.found_on,
      held_until: item.held_until ?? "",
      imei: item.imei ?? "",
    },
    ...choices,
    saved: done === "saved",
    claimDone: CLAIM_DONE.find((value) => value === done) ?? null,
    claim: claim ?? null,
    proposals,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { scope } = access;
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const form = await args.request.formData().catch(() => null);
  if (form && isClaimIntent(form)) return claimAction(services, access, id, form);
  if (!form || form.get("intent") !== "save") throw badRequest();
  const post = await readFoundPropertyPost(form, scope);
  if (!post.ok) return data({ errors: post.errors, values: post.values }, { status: 422 });
  const outcome = await updateFoundItem(
    services,
    access.user,
    access.origin,
    scope,
    id,
    post,
    indiaDay(services.clock.now()),
  );
  if (outcome.ok) throw redirect(`/admin/found-property/${id}?done=saved`);
  if (!("field" in outcome)) throw notFound();
  return data({ errors: { [outcome.field]: outcome.problem }, values: post.values }, { status: 422 });
}

export default function EditFoundItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { item, values, stations, limitedTo, saved, claimDone, claim, proposals } = loaderData;
  const claimPost = actionData && "claimErrors" in actionData ? actionData : null;
  const errors: Record<string, string> = (actionData && "errors" in actionData ? actionData.errors : null) ?? {};
  const title = t("admin.found_property_admin.edit_title", { number: format.number(item.id) });
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to="/admin/found-property">{t("admin.found_property_admin.back")}</Link>
      </p>
      <h1>{title}</h1>
      {saved && !actionData ? (
        <Notice>
          <p>{t("admin.found_property_admin.saved")}</p>
        </Notice>
      ) : null}
      {claimDone && !actionData ? (
        <Notice>
          <p>{t(`admin.claims.done.${claimDone}`)}</p>
        </Notice>
      ) : null}
      <ItemClaimSection
        claim={claim}
        proposals={proposals}
        errors={claimPost?.claimErrors ?? {}}
        values={claimPost?.claimValues ?? {}}
      />
      <FoundPropertyForm
        intent="save"
        values={(actionData && "values" in actionData ? actionData.values : null) ?? values}
        errors={errors}
        stations={stations}
        limited={limitedTo !== null}
        currentPhoto={item.photo}
        submitLabel={t("admin.found_property_admin.save")}
      />
      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.found_property_admin.delete_heading")}</h2>
        <p>{t("admin.found_property_admin.delete_intro")}</p>
        <p>
          <Link to={`/admin/found-property/${item.id}/delete`} className="button admin-button-warning">
            {t("admin.found_property_admin.delete_link")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
