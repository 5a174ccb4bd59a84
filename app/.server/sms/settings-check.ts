/**
 * What each SMS provider needs before a message can leave: one list, read by the configuration
 * (which stops the process at start, naming the first missing variable) and by readiness (/readyz
 * fails naming "sms" rather than answering ready while every code would be refused).
 */
import type { SmsConfig } from "../config";
import {
  SMS_LANGUAGES,
  SMS_TEMPLATE_KEYS,
  templateIdVariable,
  type SmsTemplateIds,
  type TemplateIdPrefix,
} from "./template-list";

/** The variables of the missing settings, in the order the README lists them (empty: all there). */
export function missingSmsSettings(sms: SmsConfig): string[] {
  if (sms.provider === "outbox") return [];
  const missing: string[] = [];
  const need = (variable: string, value: string | undefined) => {
    if (!value) missing.push(variable);
  };
  const needTemplates = (prefix: TemplateIdPrefix, ids: SmsTemplateIds) => {
    for (const template of SMS_TEMPLATE_KEYS)
      for (const language of SMS_LANGUAGES)
        need(templateIdVariable(prefix, template, language), ids[template][language]);
  };
  need("SMS_SENDER_ID", sms.senderId);
  need("SMS_DLT_ENTITY_ID", sms.dltEntityId);
  needTemplates("SMS_DLT_TEMPLATE", sms.templateIds);
  if (sms.provider === "msg91") {
    need("MSG91_AUTH_KEY", sms.msg91.authKey);
    needTemplates("MSG91_TEMPLATE", sms.msg91.templateIds);
  } else if (sms.provider === "nic") {
    need("NIC_SMS_USERNAME", sms.nic.username);
    need("NIC_SMS_PIN", sms.nic.pin);
  } else {
    need("SMS_HTTP_URL", sms.http.url);
  }
  return missing;
}
