/**
 * From a match to the owner's hands. Staff confirm that a register item is the property
 * of a lost report: a claim is recorded (audited), the item shows "claim in progress" and the
 * owner gets an SMS in their language naming the station that holds it and what to bring. At the
 * counter, the hand-over records who collected it and the proof of identity seen - its type and
 * last four characters only - and closes both the item (returned) and the report (closed).
 *
 * The same people and limits as the register: a desk officer limited to one station works only
 * with that station's items. The owner's report may have been filed at any station: the item is
 * where it was handed in, and that desk confirms and hands it over
 * (docs/decisions/022-matching-across-stations.md).
 */
import { z } from "zod";
import type { RequestOrigin } from "../auth/auth-core";
import { recordAudit } from "../auth/audit-log";
import { inScope, scoped, type StationScope } from "../auth/station-scope";
import type { Clock } from "../clock";
import { localized, textsOf } from "../content/localized";
import type { Db } from "../db/connection";
import { PROOF_TYPES, type ProofType } from "../db/tables/citizen";
import type { SmsProvider } from "../sms/provider";
import { composeSms, smsLanguage } from "../sms/templates";
import { itemNumber } from "./identifiers";
import { recordStatusEvent } from "../reports/desk/status-events";

export type ClaimDeps = { db: Db; clock: Clock; sms: SmsProvider };

export const confirmClaimSchema = z.object({ report_id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const handOverSchema = z.object({
  collected_by: z
    .string()
    .trim()
    .min(2, "admin.claims.errors.collected_by")
    .max(100, "admin.claims.errors.collected_by"),
  proof_type: z.enum(PROOF_TYPES, { message: "admin.claims.errors.proof_type" }),
  // Only the last four: a whole Aadhaar or PAN number is never stored.
  proof_last4: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/, "admin.claims.errors.proof_last4")
    .transform((value) => value.toUpperCase()),
});
export type HandOver = z.infer<typeof handOverSchema>;

export type ClaimView = {
  status: "in_progress" | "handed_over";
  reportId: number;
  reference: string;
  /** Whether the member of staff may open the report's page (it was filed in their scope). */
  reportLinked: boolean;
  confirmedAt: string;
  smsSent: boolean;
  collectedBy: string | null;
  proofType: ProofType | null;
  proofLast4: string | null;
  handedOverAt: string | null;
};

/** The item's claim, if it has one (staff only: it names who collected it). */
export async function claimOf(db: Db, scope: StationScope, itemId: number): Promise<ClaimView | undefined> {
  const row = await db
    .selectFrom("found_property_claims")
    .innerJoin("citizen_reports", "citizen_reports.id", "found_property_claims.report_id")
    .select([
      "found_property_claims.status",
      "found_property_claims.report_id",
      "citizen_reports.reference",
      "citizen_reports.station_id",
      "found_property_claims.confirmed_at",
      "found_property_claims.sms_sent",
      "found_property_claims.collected_by",
      "found_property_claims.proof_type",
      "found_property_claims.proof_last4",
      "found_property_claims.handed_over_at",
    ])
    .where("found_property_claims.item_id", "=", itemId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status,
    reportId: row.report_id,
    reference: row.reference ?? "",
    reportLinked: inScope(scope, row.station_id),
    confirmedAt: row.confirmed_at,
    smsSent: row.sms_sent === 1,
    collectedBy: row.collected_by,
    proofType: row.proof_type,
    proofLast4: row.proof_last4,
    handedOverAt: row.handed_over_at,
  };
}

/**
 * The register item a lost report has been matched to, if any: its page names it instead of
 * proposing, with a link when the item is held in the member of staff's scope.
 */
export async function claimedItemOfReport(
  db: Db,
  scope: StationScope,
  reportId: number,
): Promise<{ id: number; number: string; linked: boolean } | undefined> {
  const row = await db
    .selectFrom("found_property_claims")
    .innerJoin("found_property", "found_property.id", "found_property_claims.item_id")
    .select(["found_property_claims.item_id", "found_property.station_id"])
    .where("found_property_claims.report_id", "=", reportId)
    .executeTakeFirst();
  return row ? { id: row.item_id, number: itemNumber(row.item_id), linked: inScope(scope, row.station_id) } : undefined;
}

export type ConfirmOutcome = { ok: true; smsFailed: boolean } | { ok: false; problem: "not_found" | "taken" };

export async function confirmClaim(
  deps: ClaimDeps,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  itemId: number,
  reportId: number,
): Promise<ConfirmOutcome> {
  const { db, clock } = deps;
  const saved = await db.transaction().execute(async (trx) => {
    const items = scoped(
      trx
        .selectFrom("found_property")
        .innerJoin("police_stations", "police_stations.id", "found_property.station_id")
        .select(["found_property.id", "police_stations.name_en", "police_stations.name_mr", "police_stations.name_hi"])
        .where("found_property.id", "=", itemId)
        .where("found_property.returned", "=", 0)
        .where("found_property.disposed_at", "is", null),
      scope,
      "found_property.station_id",
    );
    const reports = trx
      .selectFrom("citizen_reports")
      .select(["id", "reference", "mobile_number", "locale"])
      .where("id", "=", reportId)
      .where("kind", "=", "lost_found")
      .where("lf_type", "=", "lost")
      .where("status", "in", ["received", "under_review", "action_taken"]);
    const [item, report] = await Promise.all([items.executeTakeFirst(), reports.executeTakeFirst()]);
    if (!item || !report) return { ok: false as const, problem: "not_found" as const };
    const taken = await trx
      .selectFrom("found_property_claims")
      .select("id")
      .where((eb) => eb.or([eb("item_id", "=", itemId), eb("report_id", "=", reportId)]))
      .executeTakeFirst();
    if (taken) return { ok: false as const, problem: "taken" as const };
    const claim = await trx
      .insertInto("found_property_claims")
      .values({ item_id: itemId, report_id: reportId, confirmed_by: actor.id, confirmed_at: clock.now().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "found_property_claim_confirmed",
      target: { type: "found_property", id: itemId },
      details: { reference: report.reference },
      ip: origin.ip,
    });
    return { ok: true as const, claimId: claim.id, item, report };
  });
  if (!saved.ok) return saved;

  const { item, report } = saved;
  const language = smsLanguage(report.locale);
  // The station's name in the text's language, as staff content gives it (else English).
  const station = localized(textsOf(item, "name"), language).text;
  try {
    await deps.sms.send({
      to: report.mobile_number,
      template: "claim",
      language,
      purpose: "lost_found",
      ...composeSms("claim", language, { reference: report.reference ?? "", station, item: itemNumber(itemId) }),
    });
    await db.updateTable("found_property_claims").set({ sms_sent: 1 }).where("id", "=", saved.claimId).execute();
    return { ok: true, smsFailed: false };
  } catch {
    // The provider already logged why; the claim stands and the page says the text did not go.
    return { ok: true, smsFailed: true };
  }
}

export async function handOver(
  deps: Pick<ClaimDeps, "db" | "clock">,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  itemId: number,
  input: HandOver,
): Promise<{ ok: true } | { ok: false; problem: "not_found" }> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const query = trx
      .selectFrom("found_property_claims")
      .innerJoin("found_property", "found_property.id", "found_property_claims.item_id")
      .innerJoin("citizen_reports", "citizen_reports.id", "found_property_claims.report_id")
      .select([
        "found_property_claims.id",
        "found_property_claims.report_id",
        "citizen_reports.status as report_status",
        "citizen_reports.reference",
      ])
      .where("found_property_claims.item_id", "=", itemId)
      .where("found_property_claims.status", "=", "in_progress");
    const claim = await scoped(query, scope, "found_property.station_id").executeTakeFirst();
    if (!claim) return { ok: false as const, problem: "not_found" as const };
    const now = clock.now().toISOString();
    await trx
      .updateTable("found_property_claims")
      .set({ status: "handed_over", ...input, handed_over_by: actor.id, handed_over_at: now })
      .where("id", "=", claim.id)
      .execute();
    await trx
      .updateTable("found_property")
      .set({ returned: 1, returned_at: now, updated_at: now })
      .where("id", "=", itemId)
      .execute();
    await trx
      .updateTable("citizen_reports")
      .set({ status: "closed", closed_at: now, updated_at: now })
      .where("id", "=", claim.report_id)
      .execute();
    await recordStatusEvent(trx, {
      reportId: claim.report_id,
      at: now,
      actorId: actor.id,
      from: claim.report_status,
      to: "closed",
    });
    // Who collected it stays in the claim, not in the audit log.
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "found_property_handed_over",
      target: { type: "found_property", id: itemId },
      details: { reference: claim.reference, proof_type: input.proof_type },
      ip: origin.ip,
    });
    return { ok: true as const };
  });
}
