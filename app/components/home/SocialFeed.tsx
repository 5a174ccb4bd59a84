import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { FACEBOOK_FEED_URL, SOCIAL_LINKS } from "~/content/external-links";
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
  const facebook = SOCIAL_LINKS.find((link) => link.name === "Facebook")!;
  return (
    <section className="card social-card" aria-labelledby="social-heading">
      <h2 id="social-heading">{t("home.social.heading")}</h2>
      {loaded ? (
        <iframe
          className="social-frame"
          src={FACEBOOK_FEED_URL}
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
      <p>
        <ExternalLink href={facebook.href}>{t("home.social.open")}</ExternalLink>
      </p>
    </section>
  );
}
