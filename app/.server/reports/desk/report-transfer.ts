/**
 * Handing a citizen report to another railway police station. Any railway police
 * station takes a report whatever the place (zero FIR), so a report can arrive at, or be routed
 * to, a station without jurisdiction; the desk then transfers it, with a reason, to the station
 * that has it. A report that came with no station at all (no stop given) waits in the "to be
 * assigned" queue, and assigning it is the same act from "no station".
 *
 * The report's station, the transfer record and the audit entry change in one transaction, so
 * the new station's desk sees the report at once and the old one stops seeing it. Then the citizen
 * is texted which police station has the report now, with the status link; the status page says it
 * was transferred. Neither says why: the reason is for staff. A failed SMS changes nothing saved.
 */
import { deskReports } from "./desk-reports";
import type { Db } from "../../db/connection";
import type { RequestOrigin } from "../../auth/auth-core";
import { recordAudit } from "../../auth/audit-log";
import type { StationScope } from "../../auth/station-scope";
import { localized, textsOf, type Texts } from "../../content/localized";
import type { Locale } from "../../db/schema";
import { smsLanguage } from "../../sms/templates";
import { textCitizen, type InboxDeps } from "./report-inbox";
import type { ReportTransfer } from "./transfer-form";

export type TransferOutcome =
  { ok: true; smsFailed: boolean } | { ok: false; problem: "not_found" | "same_station" | "bad_station" };

export async function transferReport(
  deps: Pick<InboxDeps, "db" | "clock" | "sms" | "statusLink">,
  actor: { id: number },
  origin: RequestOrigin,
  scope: StationScope,
  reportId: number,
  transfer: ReportTransfer,
): Promise<TransferOutcome> {
  const { db, clock } = deps;
  const moved = await db.transaction().execute(async (trx) => {
    const report = await deskReports(trx, scope)
      .select(["id", "reference", "station_id", "mobile_number", "locale", "kind"])
      .where("id", "=", reportId)
      .executeTakeFirst();
    if (!report) return { ok: false as const, problem: "not_found" as const };
    // Only a railway police station (type PS) takes reports; offices do not.
    const target = await trx
      .selectFrom("police_stations")
      .select(["id", "name_en", "name_mr", "name_hi"])
      .where("id", "=", transfer.to_station_id)
      .where("type", "=", "PS")
      .executeTakeFirst();
    if (!target) return { ok: false as const, problem: "bad_station" as const };
    if (report.station_id === target.id) return { ok: false as const, problem: "same_station" as const };

    const now = clock.now().toISOString();
    await trx
      .updateTable("citizen_reports")
      .set({ station_id: target.id, updated_at: now })
      .where("id", "=", report.id)
      .execute();
    await trx
      .insertInto("citizen_report_transfers")
      .values({
        report_id: report.id,
        at: now,
        actor_id: actor.id,
        from_station_id: report.station_id,
        to_station_id: target.id,
        reason: transfer.reason,
      })
      .execute();
    await recordAudit(trx, clock, {
      actorId: actor.id,
      action: "report_transferred",
      target: { type: "citizen_report", id: report.id },
      details: { reference: report.reference, station_id: { from: report.station_id, to: target.id } },
      ip: origin.ip,
    });
    return { ok: true as const, report, target };
  });
  if (!moved.ok) return moved;
  const { report, target } = moved;
  const language = smsLanguage(report.locale);
  const sent = await textCitizen(deps, null, report, "transfer", {
    reference: report.reference!,
    station: localized(textsOf(target, "name"), language).text,
    url: deps.statusLink(report),
  });
  return { ok: true, smsFailed: !sent };
}

type StationName = { name: string; lang?: Locale };

export type TransferView = {
  id: number;
  at: string;
  actor: string | null;
  /** null: the report had no station (it was in the "to be assigned" queue). */
  from: StationName | null;
  to: StationName | null;
  reason: string;
};

function nameOf(texts: Texts, locale: Locale): StationName | null {
  if (!Object.values(texts).some(Boolean)) return null;
  const name = localized(texts, locale);
  return { name: name.text, ...(name.lang !== locale ? { lang: name.lang } : {}) };
}

/** A report's transfers, oldest first, for the staff's report page. */
export async function listTransfers(db: Db, reportId: number, locale: Locale): Promise<TransferView[]> {
  const rows = await db
    .selectFrom("citizen_report_transfers as t")
    .leftJoin("staff_users", "staff_users.id", "t.actor_id")
    .leftJoin("police_stations as from_station", "from_station.id", "t.from_station_id")
    .leftJoin("police_stations as to_station", "to_station.id", "t.to_station_id")
    .select([
      "t.id",
      "t.at",
      "t.reason",
      "staff_users.display_name as actor",
      "from_station.name_en as from_en",
      "from_station.name_mr as from_mr",
      "from_station.name_hi as from_hi",
      "to_station.name_en as to_en",
      "to_station.name_mr as to_mr",
      "to_station.name_hi as to_hi",
    ])
    .where("t.report_id", "=", reportId)
    .orderBy("t.at")
    .orderBy("t.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    reason: row.reason,
    from: nameOf(textsOf(row, "from"), locale),
    to: nameOf(textsOf(row, "to"), locale),
  }));
}
