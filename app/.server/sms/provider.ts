/**
 * Sending an SMS. One interface, four providers: `outbox` (the default outside production: writes
 * each message to $DATA_DIR/sms-outbox.jsonl for local use and tests), `msg91`, `nic` (India's NIC
 * gateway) and a generic `http` webhook. Every send is bounded by a timeout; a failure (the gateway
 * unreachable, slow, or refusing the message in its answer) throws SmsDeliveryError and the caller
 * confirms nothing. A gateway that took the message may name it, for its delivery reports.
 */
import type { SmsConfig } from "../config";
import type { Logger } from "../logger";
import { createHttpWebhookProvider } from "./http-webhook";
import { maskMobile } from "./mask";
import { createMsg91Provider } from "./msg91";
import { createNicProvider } from "./nic";
import { createOutboxProvider } from "./outbox";
import { SmsDeliveryError } from "./gateway";
import type { SmsLanguage, SmsTemplateKey } from "./template-list";
import type { SmsPurpose } from "./templates";

export { SmsDeliveryError };

export type SmsMessage = {
  /** Ten-digit Indian mobile number. */
  to: string;
  text: string;
  template: SmsTemplateKey;
  language: SmsLanguage;
  purpose: SmsPurpose;
  /** Template variables, for gateways that fill registered templates themselves (MSG91 flows). */
  variables: Record<string, string>;
  /** The one-time code the message carries, so that its delivery report can reach the code step. */
  codeId?: number;
};

/** What a gateway said when it took a message: its id for the message, if it gives one. */
export type SmsReceipt = { providerMessageId?: string };

export type SmsProvider = { send(message: SmsMessage): Promise<SmsReceipt | void> };

export function createSmsProvider(config: SmsConfig, dataDir: string, logger: Logger): SmsProvider {
  const inner =
    config.provider === "msg91"
      ? createMsg91Provider(config)
      : config.provider === "nic"
        ? createNicProvider(config)
        : config.provider === "http"
          ? createHttpWebhookProvider(config)
          : createOutboxProvider(dataDir);
  return {
    async send(message) {
      const started = Date.now();
      try {
        const receipt = (await inner.send(message)) ?? {};
        logger.info(
          {
            to: maskMobile(message.to),
            template: message.template,
            purpose: message.purpose,
            ms: Date.now() - started,
          },
          "sms sent",
        );
        return receipt;
      } catch (error) {
        logger.warn(
          {
            to: maskMobile(message.to),
            template: message.template,
            provider: config.provider,
            reason: error instanceof Error ? error.message : "unknown",
          },
          "sms failed",
        );
        throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError("sms gateway failed");
      }
    },
  };
}
