import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { ReportFormSettings } from "~/.server/reports/submit";

/** What is kept, why, and for how long (matches DRAFT_LIFETIME_MS and REPORT_RETENTION_DAYS). */
export function ReportPrivacyNotice({ settings, headingLevel }: { settings: ReportFormSettings; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="citizen-privacy" aria-label={t("citizen.privacy.heading")}>
      <Heading className="citizen-privacy-title">{t("citizen.privacy.heading")}</Heading>
      <p>{t("citizen.privacy.what")}</p>
      <p>{t("citizen.privacy.why")}</p>
      <p>
        {t("citizen.privacy.how_long", {
          minutes: format.digits(settings.draftMinutes),
          days: format.number(settings.retentionDays),
        })}
      </p>
    </aside>
  );
}
