import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { localized, textsOf } from "~/.server/content/localized";
import { listNoticesForBoard } from "~/.server/content/notices";
import { emergencyHelp } from "~/.server/i18n/emergency-help";
import { GalleryCarousel } from "~/components/home/GalleryCarousel";
import { HelplinesCard } from "~/components/home/HelplinesCard";
import { HelpNow } from "~/components/home/HelpNow";
import { parseHomeModal } from "~/components/home/home-modals";
import { HomeModals } from "~/components/home/HomeModals";
import { NewsFlash } from "~/components/home/NewsFlash";
import { QuickServiceTiles } from "~/components/home/QuickServiceTiles";
import { RecruitmentBanner } from "~/components/home/RecruitmentBanner";
import { SocialFeed } from "~/components/home/SocialFeed";
import { VisitorCount } from "~/components/home/VisitorCount";
import { RULES_PDF } from "~/content/external-links";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ShareTags } from "~/components/seo/ShareTags";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { useFormat } from "~/i18n/use-format";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";
import { fallbackLang } from "~/components/ui/content-name";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { locale } = context.get(requestContext);
  const [commissioner, notices] = await Promise.all([
    services.officers.findCommissioner(),
    // The notice board: staff write it in /admin/content/notices.
    listNoticesForBoard(services.db, locale),
  ]);
  return {
    modal: parseHomeModal(new URL(request.url).searchParams.get("modal")),
    // Staff write the name in English and Marathi: other readers get the English, marked as such.
    commissionerName: commissioner ? localized(textsOf(commissioner, "name"), locale) : null,
    notices,
    emergency: emergencyHelp(locale),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const global = useRouteLoaderData<typeof rootLoader>("root");
  const { meetingHours } = useSiteSettings();
  const { commissionerName } = loaderData;

  return (
    <div className="home">
      <title>{`${t("home.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("common.site_name")} description={t("seo.descriptions.home")} />
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      {/* Help first: on a small phone the numbers to call and the top tasks fill the
          first screen; the news and the recruitment banner follow. */}
      <HelpNow text={loaderData.emergency.first_screen} />
      <NewsFlash flashes={global?.newsFlashes ?? []} />

      <QuickServiceTiles />
      {/* Right after the tiles that open them: without JavaScript an open menu is shown here. */}
      <HomeModals open={loaderData.modal} />

      <div className="home-row home-row-hero">
        <RecruitmentBanner />
        <section className="card commissioner-card" aria-labelledby="commissioner-heading">
          <h2 id="commissioner-heading">{t("home.commissioner.heading")}</h2>
          <img src="/images/officer-placeholder.svg" alt={t("home.commissioner.photo_alt")} width={120} height={150} />
          {commissionerName?.text ? (
            <p
              className="commissioner-name"
              lang={commissionerName.lang !== i18n.language ? commissionerName.lang : undefined}
            >
              {commissionerName.text}
            </p>
          ) : null}
          <p className="muted">{t("home.commissioner.designation")}</p>
          {meetingHours ? (
            <>
              <h3>{t("home.commissioner.meeting_heading")}</h3>
              <p lang={fallbackLang(meetingHours, format.locale)}>{meetingHours}</p>
            </>
          ) : null}
        </section>
      </div>

      <p className="notice-strip">
        <strong>{t("home.notice.label")}:</strong> {t("home.notice.text")}{" "}
        <ExternalLink href={RULES_PDF}>{t("home.notice.link")}</ExternalLink>
      </p>

      <div className="home-row">
        <GalleryCarousel />
        <div className="home-stack">
          <HelplinesCard national={loaderData.emergency.national} />
          <section className="card visitor-card" aria-labelledby="visitors-heading">
            <h2 id="visitors-heading">{t("home.visitors.label")}</h2>
            <VisitorCount rendered={global?.visitorCount ?? 0} />
          </section>
        </div>
      </div>

      <div className="home-row home-row-notices">
        <section className="card notice-board" aria-labelledby="notice-board-heading">
          <h2 id="notice-board-heading">{t("home.notice_board.heading")}</h2>
          {loaderData.notices.length === 0 ? <p className="muted">{t("home.notice_board.empty")}</p> : null}
          <ul>
            {loaderData.notices.map((notice) => (
              <li key={notice.id}>
                <span lang={notice.lang}>{notice.title}</span>
                <time dateTime={notice.postedAt} className="muted">
                  {format.dateTime(notice.postedAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
        <SocialFeed />
      </div>
    </div>
  );
}
