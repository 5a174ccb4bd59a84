import type { SmsConfig } from "../config";
import { SmsDeliveryError, postToGateway } from "./gateway";
import type { SmsProvider } from "./provider";

/**
 * India's NIC SMS gateway (MLink). The full text is sent with the DLT entity and template ids;
 * Marathi goes as Unicode. The gateway answers 200 even for some refusals, so its body is checked.
 */
export function createNicProvider(config: SmsConfig): SmsProvider {
  return {
    async send(message) {
      const body = new URLSearchParams({
        username: config.nic.username,
        pin: config.nic.pin,
        message: message.text,
        mnumber: `91${message.to}`,
        signature: config.senderId,
        dlt_entity_id: config.dltEntityId,
        dlt_template_id: config.templateIds[message.template][message.language],
        ...(message.language === "mr" ? { msgType: "UC" } : {}),
      });
      const response = await postToGateway(
        config.nic.url,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body },
        config.timeoutMs,
      );
      const text = await response.text();
      if (/error|invalid|fail/i.test(text)) throw new SmsDeliveryError("gateway refused the message");
    },
  };
}
