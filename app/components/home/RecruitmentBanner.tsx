import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";

/**
 * The home page's lead banner (SPEC §2, 550 px high on a wide screen). Until the force supplies
 * photographs, a drawn suburban train on a viaduct fills it: decoration only, hidden from
 * assistive technology, and kept faint so the text on it stays easy to read.
 */
export function RecruitmentBanner() {
  const { t } = useTranslation();
  return (
    <section className="recruitment-banner" aria-labelledby="recruitment-heading">
      <div className="recruitment-banner-text">
        <h2 id="recruitment-heading">{t("home.recruitment.heading")}</h2>
        <p>{t("home.recruitment.text")}</p>
        <Link to="/recruitments" className="button button-light">
          {t("home.recruitment.link")}
        </Link>
      </div>
      <BannerArt />
    </section>
  );
}

const WINDOWS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const PILLARS = [70, 250, 430, 610];
const SKYLINE =
  "M0 200V160h40V115h50V140h30V80h45V125h60V50h35V105h55V145h40V70h50V130h45V90h60V155h40V60h55V120h45V140h50V100h45V150h60V110h45V200z";

function BannerArt() {
  return (
    <svg className="recruitment-banner-art" viewBox="0 0 800 320" aria-hidden="true" focusable="false">
      <circle cx="655" cy="64" r="30" fill="#f6b400" opacity="0.9" />
      <path d={SKYLINE} fill="#fff" opacity="0.08" />
      {/* A suburban local on a viaduct: cream body with the maroon stripe Mumbai's trains carry. */}
      <g transform="translate(36 138)">
        <rect width="728" height="92" rx="16" fill="#e9eef7" />
        <rect y="54" width="728" height="11" fill="#8c2d3a" />
        {WINDOWS.map((i) => (
          <rect key={i} x={22 + i * 54} y="16" width="36" height="26" rx="4" fill="#0b3d91" opacity="0.6" />
        ))}
        <rect x="716" y="14" width="8" height="38" rx="3" fill="#f6b400" />
      </g>
      <rect y="230" width="800" height="12" fill="#fff" opacity="0.25" />
      <path d="M0 230h800" stroke="#f6b400" strokeWidth="3" />
      {PILLARS.map((x) => (
        <rect key={x} x={x} y="242" width="44" height="78" fill="#fff" opacity="0.12" />
      ))}
    </svg>
  );
}
