/**
 * The desk's "transfer to another police station" form, parsed with zod. Messages are error codes
 * the report page turns into words (admin.transfer.errors.*).
 */
import { z } from "zod";
import { TRANSFER_REASON_MAX } from "~/validation/inbox";

export const reportTransferSchema = z.object({
  to_station_id: z
    .string("station_missing")
    .trim()
    .regex(/^[1-9]\d{0,8}$/, "station_missing")
    .transform(Number),
  reason: z.string("reason_missing").trim().min(1, "reason_missing").max(TRANSFER_REASON_MAX, "reason_too_long"),
});
export type ReportTransfer = z.infer<typeof reportTransferSchema>;
