import { useTranslation } from "~/i18n/use-translation";
import { HELPLINES } from "~/content/helplines";
import { useSiteSettings } from "./use-site-settings";
import { isSampleNumber } from "~/lib/sample-numbers";
import { telHref, whatsappHref } from "~/lib/tel";

/**
 * The scrolling helpline strip. WCAG 2.2.2 requires a way to stop moving text: the checkbox pauses
 * it with CSS alone, so it works before and without JavaScript; hover and focus pause it too, and
 * people who ask their system for reduced motion get a still strip.
 */
export function Ticker() {
  const { t } = useTranslation();
  const site = useSiteSettings();
  const items = [
    { label: t("shell.ticker.helpline", { number: HELPLINES.railway }), href: telHref(HELPLINES.railway) },
    { label: t("shell.ticker.toll_free", { number: HELPLINES.tollFree }), href: telHref(HELPLINES.tollFree) },
    ...site.whatsapp.map((number) => ({
      label: t(isSampleNumber(number) ? "shell.ticker.whatsapp_sample" : "shell.ticker.whatsapp", { number }),
      href: whatsappHref(number),
    })),
    ...site.controlRoom.map((number) => ({
      label: t(isSampleNumber(number) ? "shell.ticker.control_room_sample" : "shell.ticker.control_room", { number }),
      href: telHref(number),
    })),
  ];
  return (
    <section className="ticker" aria-label={t("shell.ticker.label")}>
      <input type="checkbox" id="ticker-pause" className="ticker-pause-input" />
      <label htmlFor="ticker-pause" className="ticker-pause">
        <span className="ticker-pause-icon" aria-hidden="true" />
        <span className="visually-hidden">{t("shell.ticker.pause")}</span>
      </label>
      <div className="ticker-viewport">
        <ul className="ticker-track">
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
        {/* A second copy makes the loop seamless; it is hidden from assistive technology. */}
        <ul className="ticker-track" aria-hidden="true">
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href} tabIndex={-1}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
