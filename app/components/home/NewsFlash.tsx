import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { NewsFlashView } from "~/.server/content/news-flashes";
import { Carousel } from "~/components/ui/Carousel";
import { useFormat } from "~/i18n/use-format";

/** SPEC §9: a news flash stays 8 seconds. */
export const NEWS_FLASH_DURATION_MS = 8_000;

export function NewsFlash({ flashes }: { flashes: NewsFlashView[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <section className="news-flash" aria-labelledby="news-flash-heading">
      <h2 id="news-flash-heading" className="news-flash-heading">
        {t("home.news_flash.heading")}
      </h2>
      {flashes.length === 0 ? (
        <p className="news-flash-empty">{t("home.news_flash.none")}</p>
      ) : (
        <Carousel
          items={flashes}
          intervalMs={NEWS_FLASH_DURATION_MS}
          showProgress
          getKey={(flash) => flash.id}
          labels={{
            region: t("home.news_flash.heading"),
            pause: t("home.news_flash.pause"),
            play: t("home.news_flash.play"),
            previous: t("home.news_flash.previous"),
            next: t("home.news_flash.next"),
            position: (current, total) =>
              t("home.news_flash.position", { current: format.digits(current), total: format.digits(total) }),
          }}
          renderItem={(flash) => {
            const lang = flash.language && flash.language !== i18n.language ? flash.language : undefined;
            return flash.link ? (
              <Link to={flash.link} lang={lang} className="news-flash-text">
                {flash.text}
              </Link>
            ) : (
              <span lang={lang} className="news-flash-text">
                {flash.text}
              </span>
            );
          }}
        />
      )}
    </section>
  );
}
