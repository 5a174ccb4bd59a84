import type { SmsConfig } from "../config";
import { postToGateway } from "./gateway";
import type { SmsProvider } from "./provider";

/**
 * MSG91's Flow API: the message is a registered DLT template (by its MSG91 flow/template id) with
 * variables; MSG91 adds the sender id and DLT entity id it holds for the account, which are also
 * sent here so one misconfiguration cannot send an unregistered text.
 */
export function createMsg91Provider(config: SmsConfig): SmsProvider {
  return {
    async send(message) {
      await postToGateway(
        `${config.msg91.baseUrl.replace(/\/$/, "")}/api/v5/flow/`,
        {
          method: "POST",
          headers: { authkey: config.msg91.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: config.templateIds[message.template][message.language],
            sender: config.senderId,
            DLT_TE_ID: config.templateIds[message.template][message.language],
            PE_ID: config.dltEntityId,
            short_url: "0",
            recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
          }),
        },
        config.timeoutMs,
      );
    },
  };
}
