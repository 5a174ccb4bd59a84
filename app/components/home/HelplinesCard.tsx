import { useTranslation } from "~/i18n/use-translation";
import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";

/** The emergency numbers, reachable from the footer as /#helplines. */
export function HelplinesCard() {
  const { t } = useTranslation();
  const rows: Array<{ label: string; numbers: readonly string[] }> = [
    { label: t("home.helplines.helpline"), numbers: [HELPLINES.railway] },
    { label: t("home.helplines.toll_free"), numbers: [HELPLINES.tollFree] },
    { label: t("home.helplines.whatsapp"), numbers: HELPLINES.whatsapp },
    { label: t("home.helplines.control_room"), numbers: HELPLINES.controlRoom },
  ];
  return (
    <section className="card helplines-card" id="helplines" aria-labelledby="helplines-heading" tabIndex={-1}>
      <h2 id="helplines-heading">{t("home.helplines.heading")}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="helpline-row">
            <dt>{row.label}</dt>
            {row.numbers.map((number) => (
              <dd key={number}>
                <a href={telHref(number)} className="helpline-number" aria-label={t("home.helplines.call", { number })}>
                  {number}
                </a>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
