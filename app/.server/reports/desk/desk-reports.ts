/**
 * The reports a desk works on: confirmed ones (a draft is a citizen's until its code is entered)
 * in the officer's station scope. Every desk read and change of a report starts here, so none can
 * reach a draft or another station's report.
 */
import { scoped, type StationScope } from "../../auth/station-scope";
import type { Db } from "../../db/connection";

export function deskReports(db: Db, scope: StationScope) {
  return scoped(
    db.selectFrom("citizen_reports").where("citizen_reports.status", "!=", "draft"),
    scope,
    "citizen_reports.station_id",
  );
}
