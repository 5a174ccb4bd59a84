import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { getCommissionerOffice } from "~/.server/content/stations/station-directory";
import { emergencyHelp } from "~/.server/i18n/emergency-help";
import { NationalHelplines } from "~/components/home/HelplinesCard";
import { ObfuscatedEmail } from "~/components/stations/ObfuscatedEmail";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { BackButton } from "~/components/ui/BackButton";
import { HELPLINES } from "~/content/helplines";
import { telHref, whatsappHref } from "~/lib/tel";
import styles from "~/styles/pages/stations.css?url";
import type { Route } from "./+types/contact-us";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";
import { areSampleNumbers } from "~/lib/sample-numbers";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return {
    office: await getCommissionerOffice(context.get(servicesContext).stations, locale),
    national: emergencyHelp(locale).national,
  };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

/**
 * SPEC §2 "Contact us": emergency numbers, the national helplines, the Commissioner's
 * office and the control room.
 */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { office, national } = loaderData;
  const site = useSiteSettings();
  const title = t("stations.contact.title");

  const phone = (number: string) => (
    <a href={telHref(number)} className="contact-number" aria-label={t("stations.contact.call", { number })}>
      {number}
    </a>
  );

  return (
    <div className="stations-page contact-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={t("stations.contact.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      <p className="stations-lead">{t("stations.contact.intro")}</p>

      <div className="contact-grid">
        <section className="card contact-card contact-emergency" aria-labelledby="contact-emergency-heading">
          <h2 id="contact-emergency-heading">{t("stations.contact.emergency_heading")}</h2>
          <dl className="contact-list">
            <div>
              <dt>{t("stations.contact.helpline")}</dt>
              <dd>{phone(HELPLINES.railway)}</dd>
            </div>
            <div>
              <dt>{t("stations.contact.toll_free")}</dt>
              <dd>{phone(HELPLINES.tollFree)}</dd>
            </div>
            {site.whatsapp.length > 0 ? (
              <div>
                <dt>
                  {t(
                    areSampleNumbers(site.whatsapp) ? "stations.contact.whatsapp_sample" : "stations.contact.whatsapp",
                  )}
                </dt>
                {site.whatsapp.map((number) => (
                  <dd key={number}>
                    <a
                      href={whatsappHref(number)}
                      className="contact-number"
                      aria-label={t("stations.contact.message", { number })}
                    >
                      {number}
                    </a>
                  </dd>
                ))}
              </div>
            ) : null}
          </dl>
        </section>

        <section className="card contact-card contact-national" aria-labelledby="contact-national-heading">
          <h2 id="contact-national-heading">{national.heading}</h2>
          <NationalHelplines text={national} />
        </section>

        {office ? (
          <section className="card contact-card" aria-labelledby="contact-commissioner-heading">
            <h2 id="contact-commissioner-heading">{t("stations.contact.commissioner_heading")}</h2>
            <p className="contact-office-name">
              <Link to={`/police-station/${office.id}`} lang={office.nameLang}>
                {office.name}
              </Link>
            </p>
            <dl className="contact-list contact-details">
              {office.address ? (
                <div>
                  <dt>{t("stations.contact.address")}</dt>
                  <dd>
                    <address lang={office.addressLang}>{office.address}</address>
                  </dd>
                </div>
              ) : null}
              {office.landline ? (
                <div>
                  <dt>{t("stations.contact.landline")}</dt>
                  <dd>
                    <a href={telHref(office.landline)}>{office.landline}</a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t("stations.contact.email")}</dt>
                <dd>
                  {office.email ? <ObfuscatedEmail email={office.email} /> : t("stations.contact.email_unavailable")}
                </dd>
              </div>
            </dl>
          </section>
        ) : null}

        {site.controlRoom.length > 0 ? (
          <section className="card contact-card" aria-labelledby="contact-control-room-heading">
            <h2 id="contact-control-room-heading">{t("stations.contact.control_room_heading")}</h2>
            <p>
              {t(
                areSampleNumbers(site.controlRoom)
                  ? "stations.contact.control_room_text_sample"
                  : "stations.contact.control_room_text",
              )}
            </p>
            <ul className="contact-numbers">
              {site.controlRoom.map((number) => (
                <li key={number}>{phone(number)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <nav className="card contact-card" aria-labelledby="contact-more-heading">
          <h2 id="contact-more-heading">{t("stations.contact.more_heading")}</h2>
          <ul className="menu-list">
            <li>
              <Link to="/contact-us/dcp-and-acp">{t("stations.contact.dcp_acp")}</Link>
            </li>
            <li>
              <Link to="/all-police-stations">{t("stations.contact.all_stations")}</Link>
            </li>
            <li>
              <Link to="/police-stations-incharge">{t("stations.contact.incharges")}</Link>
            </li>
            <li>
              <Link to="/our-offices">{t("stations.contact.offices")}</Link>
            </li>
            <li>
              <Link to="/mumbai-railway-map">{t("stations.contact.map")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
