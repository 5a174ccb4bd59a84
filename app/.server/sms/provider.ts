/**
 * Sending an SMS. One interface, four providers: `outbox` (the default: writes each message to
 * $DATA_DIR/sms-outbox.jsonl for local use and tests), `msg91`, `nic` (India's NIC gateway) and a
 * generic `http` webhook. Every send is bounded by a timeout; a failure throws SmsDeliveryError and
 * the caller confirms nothing.
 */
import type { SmsConfig, SmsTemplateKey } from "../config";
import type { Logger } from "../logger";
import { createHttpWebhookProvider } from "./http-webhook";
import { maskMobile } from "./mask";
import { createMsg91Provider } from "./msg91";
import { createNicProvider } from "./nic";
import { createOutboxProvider } from "./outbox";
import { SmsDeliveryError } from "./gateway";
import type { SmsLanguage, SmsPurpose } from "./templates";

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
};

export type SmsProvider = { send(message: SmsMessage): Promise<void> };

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
        await inner.send(message);
        logger.info(
          {
            to: maskMobile(message.to),
            template: message.template,
            purpose: message.purpose,
            ms: Date.now() - started,
          },
          "sms sent",
        );
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
