/**
 * India's NIC SMS gateway (smsgw.sms.gov.in). The full text is sent with the DLT entity and
 * template ids; a text outside GSM-7 (every Marathi and Hindi one) goes as Unicode (`msgType=UC`).
 *
 * The gateway answers 200 whether or not it took the message, with one line in the format of NIC's
 * "SMS Mobile Termination (MT) API Guide for HTTPS" (the answer integrators quote from it):
 *
 *   Message Accepted for Request ID=<request id>~code=API000 & info=Platform accepted & Time =<yyyy/mm/dd/hh/mm>
 *
 * `code=API000` is acceptance; any other code is a refusal (the guide lists -2, invalid
 * credentials, and -19, unauthorised access). An answer without a code is not taken for
 * acceptance: nothing in it says the message will leave.
 */
import type { SmsConfig } from "../config";
import { gatewayReason, postToGateway, readAnswer, SmsDeliveryError } from "./gateway";
import type { SmsProvider } from "./provider";
import { smsSize } from "./segments";

export const NIC_ACCEPTED = "API000";

export type NicAnswer = { requestId: string | undefined; code: string; info: string };

/** The fields of NIC's answer line, or null when it is not in that format. */
export function parseNicAnswer(text: string): NicAnswer | null {
  const [head = "", tail] = text.trim().split("~", 2);
  if (tail === undefined) return null;
  const fields = new Map<string, string>();
  for (const part of tail.split("&")) {
    const at = part.indexOf("=");
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const code = fields.get("code");
  if (!code) return null;
  const requestId = /Request ID=(\S+)$/.exec(head.trim())?.[1];
  return { requestId, code, info: fields.get("info") ?? "" };
}

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
        ...(smsSize(message.text).encoding === "UCS-2" ? { msgType: "UC" } : {}),
      });
      const response = await postToGateway(
        config.nic.url,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body },
        config.timeoutMs,
      );
      const answer = parseNicAnswer(await readAnswer(response));
      if (!answer) throw new SmsDeliveryError("gateway answered in an unknown format");
      if (answer.code !== NIC_ACCEPTED) {
        throw new SmsDeliveryError(`gateway refused the message (code ${answer.code}: ${gatewayReason(answer.info)})`);
      }
      return { providerMessageId: answer.requestId };
    },
  };
}
