import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * Social posts are third-party content: nothing is requested from Facebook until the visitor
 * asks, so a first visit makes no third-party request and sets no third-party cookie.
 */
export function SocialFeed() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const { facebookFeedUrl, facebookUrl } = useSiteSettings();
  if (!facebookFeedUrl && !facebookUrl) return null;
  return (
    <section className="card social-card" aria-labelledby="social-heading">
      <h2 id="social-heading">{t("home.social.heading")}</h2>
      {!facebookFeedUrl ? null : loaded ? (
        <iframe
          className="social-frame"
          src={facebookFeedUrl}
          title={t("home.social.frame_title")}
          width={340}
          height={500}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <>
          <p className="muted">{t("home.social.privacy")}</p>
          {hydrated ? (
            <button type="button" className="button" onClick={() => setLoaded(true)}>
              {t("home.social.load")}
            </button>
          ) : null}
        </>
      )}
      {facebookUrl ? (
        <p>
          <ExternalLink href={facebookUrl}>{t("home.social.open")}</ExternalLink>
        </p>
      ) : null}
    </section>
  );
}
