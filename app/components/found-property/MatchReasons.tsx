/** Why a match was proposed (app/.server/found-property/match-ranking.ts), one reason a line. */
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { MatchReason } from "~/.server/found-property/match-ranking";

export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="admin-match-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind}>
          {reason.kind === "imei"
            ? t("admin.claims.reason_imei", { imei: reason.imei })
            : reason.kind === "words"
              ? t("admin.claims.reason_words", { words: reason.words.join(", ") })
              : reason.kind === "date"
                ? t("admin.claims.reason_date", { days: format.number(reason.days) })
                : t(`admin.claims.reason_${reason.kind}`)}
        </li>
      ))}
    </ul>
  );
}
