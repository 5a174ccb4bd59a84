/**
 * The record of what became of each SMS a real gateway took (table `sms_deliveries`, migration
 * 015): written when the gateway names the message, updated when its delivery report arrives, and
 * read by the code step ("the text with your code was not delivered"). It keeps no number and no
 * text: the gateway's id for the message, its purpose, and the code it carried, if any.
 */
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import type { DeliveryReport } from "./delivery-reports/parse";

export type DeliveryRecords = ReturnType<typeof createDeliveryRecords>;

/** Kept as long as the codes they tell about (a day past expiry), then dropped. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function createDeliveryRecords(db: Db, clock: Clock) {
  return {
    async recordSent(message: {
      provider: string;
      providerMessageId: string;
      purpose: string;
      codeId: number | undefined;
    }): Promise<void> {
      await db
        .insertInto("sms_deliveries")
        .values({
          provider: message.provider,
          provider_message_id: message.providerMessageId,
          purpose: message.purpose,
          code_id: message.codeId ?? null,
          sent_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(["provider", "provider_message_id"]).doNothing())
        .execute();
    },

    /**
     * Applies a gateway's reports; returns the messages each report newly marked undelivered. A
     * message's final state is the first one reported: a repeated report, or one that flips it
     * (delivered, then failed, then delivered), changes nothing, so nothing is counted twice.
     * Unknown ids are ignored: a report may come after the record was dropped, or name a message
     * another site sent.
     */
    async apply(provider: string, reports: DeliveryReport[]): Promise<{ undelivered: Array<{ purpose: string }> }> {
      const undelivered: Array<{ purpose: string }> = [];
      for (const report of reports) {
        const changed = await db
          .updateTable("sms_deliveries")
          .set({ status: report.outcome, reported_at: clock.now().toISOString() })
          .where("provider", "=", provider)
          .where("provider_message_id", "=", report.providerMessageId)
          .where("status", "=", "sent")
          .returning("purpose")
          .executeTakeFirst();
        if (changed && report.outcome === "undelivered") undelivered.push({ purpose: changed.purpose });
      }
      return { undelivered };
    },

    /** Whether the gateway reported that the message carrying this code did not reach the phone. */
    async codeUndelivered(codeId: number): Promise<boolean> {
      const row = await db
        .selectFrom("sms_deliveries")
        .select("id")
        .where("code_id", "=", codeId)
        .where("status", "=", "undelivered")
        .executeTakeFirst();
      return row !== undefined;
    },

    async purge(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - KEEP_MS).toISOString();
      await db.deleteFrom("sms_deliveries").where("sent_at", "<", cutoff).execute();
    },
  };
}
