/**
 * The register item page's claim forms as HTTP: confirming a proposed match and
 * recording the hand-over. Kept apart from the item's own edit form so that page stays a thin
 * caller of both.
 */
import { data, redirect } from "react-router";
import type { RequestOrigin } from "../auth/auth-core";
import { badRequest, fieldErrors } from "../auth/admin-forms";
import type { StationScope } from "../auth/station-scope";
import { confirmClaim, confirmClaimSchema, handOver, handOverSchema, type ClaimDeps } from "./claims";

const INTENTS = ["confirm_match", "hand_over"];

export function isClaimIntent(form: FormData): boolean {
  return INTENTS.includes(String(form.get("intent")));
}

export async function claimAction(
  deps: ClaimDeps,
  access: { user: { id: number }; origin: RequestOrigin; scope: StationScope },
  itemId: number,
  form: FormData,
) {
  const back = `/admin/found-property/${itemId}`;
  if (form.get("intent") === "confirm_match") {
    const parsed = confirmClaimSchema.safeParse({ report_id: form.get("report_id") });
    if (!parsed.success) throw badRequest();
    const outcome = await confirmClaim(deps, access.user, access.origin, access.scope, itemId, parsed.data.report_id);
    if (!outcome.ok && outcome.problem === "not_found") throw data({ reason: "not_found" }, { status: 404 });
    if (!outcome.ok) return data({ claimErrors: { match: outcome.problem }, claimValues: {} }, { status: 409 });
    throw redirect(`${back}?done=${outcome.smsFailed ? "confirmed_sms_failed" : "confirmed"}`);
  }
  const values = Object.fromEntries(
    ["collected_by", "proof_type", "proof_last4"].map((name) => [name, String(form.get(name) ?? "").slice(0, 200)]),
  );
  const parsed = handOverSchema.safeParse(values);
  if (!parsed.success) return data({ claimErrors: fieldErrors(parsed.error), claimValues: values }, { status: 422 });
  const outcome = await handOver(deps, access.user, access.origin, access.scope, itemId, parsed.data);
  if (!outcome.ok) throw data({ reason: "not_found" }, { status: 404 });
  throw redirect(`${back}?done=handed_over`);
}
