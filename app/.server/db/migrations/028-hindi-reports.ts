/**
 * A citizen report may be made in Hindi: `citizen_reports.locale` accepts `hi`, so the desk and
 * the status page know the language its author used. Its SMS stay in a registered language
 * (app/.server/sms/template-list.ts `smsLanguage`).
 */
import { sql, type Kysely } from "kysely";
import { widenCheck } from "./dialect";

const OLD_LOCALES = ["en", "mr"];
const LOCALES = [...OLD_LOCALES, "hi"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await widenCheck(db, "citizen_reports", "locale", OLD_LOCALES, LOCALES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update citizen_reports set locale = 'en' where locale = 'hi'`.execute(db);
  await widenCheck(db, "citizen_reports", "locale", LOCALES, OLD_LOCALES);
}
