import type { SmsConfig } from "../config";
import { postToGateway, readAnswer } from "./gateway";
import type { SmsProvider } from "./provider";
import { smsSize } from "./segments";

/**
 * A generic JSON webhook (an in-house relay or another aggregator) with a bearer token. Its
 * contract is this site's own (README, "SMS"): any 2xx answer means the relay took the message; a
 * JSON answer `{"id": "<message id>"}` names it for the relay's delivery reports.
 */
export function createHttpWebhookProvider(config: SmsConfig): SmsProvider {
  return {
    async send(message) {
      const response = await postToGateway(
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
            // Outside GSM-7 (every Marathi and Hindi text): the relay sends it as UCS-2.
            unicode: smsSize(message.text).encoding === "UCS-2",
          }),
        },
        config.timeoutMs,
      );
      const id = messageIdIn(await readAnswer(response));
      return id ? { providerMessageId: id } : {};
    },
  };
}

function messageIdIn(text: string): string | undefined {
  try {
    const answer: unknown = JSON.parse(text);
    if (typeof answer !== "object" || answer === null) return undefined;
    const id = (answer as { id?: unknown }).id;
    return typeof id === "string" && id.length > 0 && id.length <= 100 ? id : undefined;
  } catch {
    return undefined;
  }
}
