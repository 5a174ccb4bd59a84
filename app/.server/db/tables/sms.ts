import type { Generated } from "kysely";
import type { CreatedAt } from "../schema";

export const SMS_DELIVERY_STATUSES = ["sent", "delivered", "undelivered"] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

/** An SMS a real gateway took, and what its delivery report said (migration 015). */
export interface SmsDeliveryTable {
  id: Generated<number>;
  provider: string;
  /** The gateway's name for the message (MSG91's request id, NIC's Request ID, the relay's id). */
  provider_message_id: string;
  purpose: string;
  /** The one-time code the message carried, if it carried one. */
  code_id: number | null;
  status: Generated<SmsDeliveryStatus>;
  sent_at: CreatedAt;
  reported_at: string | null;
}

export interface SmsTables {
  sms_deliveries: SmsDeliveryTable;
}
