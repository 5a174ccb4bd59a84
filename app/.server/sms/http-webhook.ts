import type { SmsConfig } from "../config";
import { postToGateway } from "./gateway";
import type { SmsProvider } from "./provider";

/** A generic JSON webhook (an in-house relay or another aggregator) with a bearer token. */
export function createHttpWebhookProvider(config: SmsConfig): SmsProvider {
  return {
    async send(message) {
      await postToGateway(
        config.http.url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.http.token ? { authorization: `Bearer ${config.http.token}` } : {}),
          },
          body: JSON.stringify({
            to: `91${message.to}`,
            text: message.text,
            sender: config.senderId,
            dlt_entity_id: config.dltEntityId,
            dlt_template_id: config.templateIds[message.template][message.language],
            unicode: message.language === "mr",
          }),
        },
        config.timeoutMs,
      );
    },
  };
}
