import { useTranslation } from "~/i18n/use-translation";
import { HELPLINES, NATIONAL_HELPLINES } from "~/content/helplines";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { areSampleNumbers } from "~/lib/sample-numbers";
import { telHref, whatsappHref } from "~/lib/tel";
import type { Resources } from "~/locales/types";

type NationalText = Resources["emergency"]["national"];
/** `chat`: the numbers take WhatsApp messages, and open a chat rather than a call. */
type Row = { label: string; numbers: readonly string[]; when?: string; chat?: boolean };

/** The emergency numbers, reachable from the footer as /#helplines: the railway police's, then the national ones. */
export function HelplinesCard({ national }: { national: NationalText }) {
  const { t } = useTranslation();
  const site = useSiteSettings();
  return (
    <section className="card helplines-card" id="helplines" aria-labelledby="helplines-heading" tabIndex={-1}>
      <h2 id="helplines-heading">{t("home.helplines.heading")}</h2>
      <HelplineList
        rows={[
          { label: t("home.helplines.helpline"), numbers: [HELPLINES.railway] },
          { label: t("home.helplines.toll_free"), numbers: [HELPLINES.tollFree] },
          {
            label: t(areSampleNumbers(site.whatsapp) ? "home.helplines.whatsapp_sample" : "home.helplines.whatsapp"),
            numbers: site.whatsapp,
            chat: true,
          },
          {
            label: t(
              areSampleNumbers(site.controlRoom) ? "home.helplines.control_room_sample" : "home.helplines.control_room",
            ),
            numbers: site.controlRoom,
          },
        ]}
      />
      <h3 className="helplines-subheading">{national.heading}</h3>
      <NationalHelplines text={national} />
    </section>
  );
}

/**
 * The national helplines, each with whom it reaches and when to call it. Their words
 * come from the page's loader (app/.server/i18n/emergency-help.ts), not from the site strings.
 */
export function NationalHelplines({ text }: { text: NationalText }) {
  return (
    <HelplineList
      rows={NATIONAL_HELPLINES.map(({ key, number }) => ({
        label: text[key].name,
        numbers: [number],
        when: text[key].when,
      }))}
    />
  );
}

function HelplineList({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <dl className="helpline-list">
      {/* A number staff have not entered leaves its row out rather than a bare label. */}
      {rows
        .filter((row) => row.numbers.length > 0)
        .map((row) => (
          <div key={row.label} className="helpline-row">
            <dt>{row.label}</dt>
            {row.numbers.map((number) => (
              <dd key={number}>
                <a
                  href={row.chat ? whatsappHref(number) : telHref(number)}
                  className="helpline-number"
                  aria-label={t(row.chat ? "home.helplines.message" : "home.helplines.call", { number })}
                >
                  {number}
                </a>
              </dd>
            ))}
            {row.when ? <dd className="helpline-when">{row.when}</dd> : null}
          </div>
        ))}
    </dl>
  );
}
