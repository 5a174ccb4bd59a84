/**
 * Remembers each message a real gateway took under the id it gave it, so that its delivery report
 * can be matched later (delivery-records.ts). Composed once in services.ts around whichever
 * provider sends. Remembering is not sending: if the record cannot be written, the message has
 * still left, and the caller is not told otherwise.
 */
import type { Logger } from "../logger";
import type { DeliveryRecords } from "./delivery-records";
import type { SmsProvider } from "./provider";

export function trackDeliveries(
  sms: SmsProvider,
  records: Pick<DeliveryRecords, "recordSent">,
  provider: string,
  logger: Logger,
): SmsProvider {
  return {
    async send(message) {
      const receipt = await sms.send(message);
      const providerMessageId = receipt?.providerMessageId;
      if (providerMessageId) {
        await records
          .recordSent({ provider, providerMessageId, purpose: message.purpose, codeId: message.codeId })
          .catch((error: unknown) => logger.warn({ err: error, provider }, "sms sent, but its delivery record failed"));
      }
      return receipt;
    },
  };
}
