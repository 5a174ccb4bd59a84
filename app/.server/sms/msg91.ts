/**
 * MSG91's Flow API, as its documentation describes it ("Send SMS via FLOW",
 * https://control.msg91.com/apidoc/textsms/send-sms-flow.php, and the help page "How to create a
 * Template ID to Send SMS via API"):
 *
 * - POST {base}/api/v5/flow/ with the `authkey` header and a JSON body naming MSG91's own template
 *   (`template_id`, the id its Templates page shows; the DLT template id is registered with that
 *   template there) and `recipients`, each a mobile number in international form with the values
 *   of the template's variables. The DLT template and entity ids are sent as well (`DLT_TE_ID`,
 *   `PE_ID`, the names MSG91's send-SMS API uses), so a template mapped to the wrong registration
 *   is refused rather than sent.
 * - It answers JSON: `{"type":"success","message":"<request id>"}`, or `{"type":"error","message":
 *   "<why>"}` (a low balance, an invalid template, a bad auth key), often with HTTP 200. Only
 *   "success" means the message was taken; the request id is what its delivery reports name.
 */
import { z } from "zod";
import type { SmsConfig } from "../config";
import { gatewayReason, postToGateway, readAnswer, SmsDeliveryError } from "./gateway";
import type { SmsProvider } from "./provider";

const answerSchema = z.object({ type: z.enum(["success", "error"]), message: z.string() });

export function createMsg91Provider(config: SmsConfig): SmsProvider {
  return {
    async send(message) {
      const response = await postToGateway(
        `${config.msg91.baseUrl.replace(/\/$/, "")}/api/v5/flow/`,
        {
          method: "POST",
          headers: { authkey: config.msg91.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: config.msg91.templateIds[message.template][message.language],
            sender: config.senderId,
            DLT_TE_ID: config.templateIds[message.template][message.language],
            PE_ID: config.dltEntityId,
            short_url: "0",
            recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
          }),
        },
        config.timeoutMs,
      );
      const answer = answerSchema.safeParse(parseJson(await readAnswer(response)));
      if (!answer.success) throw new SmsDeliveryError("gateway answered in an unknown format");
      if (answer.data.type === "error") {
        throw new SmsDeliveryError(`gateway refused the message: ${gatewayReason(answer.data.message)}`);
      }
      return { providerMessageId: answer.data.message };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
