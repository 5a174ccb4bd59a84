import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ScriptAwareLink } from "~/components/ui/ScriptAwareLink";
import type { HomeModal } from "./home-modals";

type TileKey =
  | "citizen_service"
  | "good_works"
  | "recruitment"
  | "press_release"
  | "useful_links"
  | "contact_us"
  | "train_service"
  | "maps";

type Tile = { key: TileKey } & ({ modal: HomeModal } | { to: string } | { submenu: true });

const TILES: Tile[] = [
  { key: "citizen_service", modal: "citizen-corner" },
  { key: "good_works", to: "/good-works" },
  { key: "recruitment", to: "/recruitments" },
  { key: "press_release", to: "/press-release" },
  { key: "useful_links", modal: "useful-links" },
  { key: "contact_us", modal: "contact-us" },
  { key: "train_service", modal: "train-services" },
  { key: "maps", submenu: true },
];

/** Line icons drawn for the tiles: the same on every phone, unlike emoji, and in the site's colour. */
const ICON_PATHS: Record<TileKey, string[]> = {
  citizen_service: [
    "M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
    "M2.5 20a6.5 6.5 0 0 1 13 0",
    "M16.5 11.5a2.8 2.8 0 1 0 0-5.6",
    "M18 14.2c2 .6 3.5 2.6 3.5 5",
  ],
  good_works: [
    "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z",
    "M8.5 13.9 7 22l5-3 5 3-1.5-8.1",
    "m12 6 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5L11 8z",
  ],
  recruitment: [
    "M8 4H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2",
    "M9 2.5h6v3H9z",
    "M8 11h8M8 15h8M8 19h5",
  ],
  press_release: ["M4 4h12v15a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z", "M16 8h4v11a2 2 0 0 1-4 0", "M7.5 8h5v4h-5zM7.5 15.5h5"],
  useful_links: [
    "M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1",
    "M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1",
  ],
  contact_us: [
    "M5 3.5h3.2l1.8 4.6-2.3 1.5a12 12 0 0 0 6.7 6.7l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z",
  ],
  train_service: [
    "M8 3h8a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z",
    "M5 10.5h14M12 3v7.5",
    "M8.5 14.5h.01M15.5 14.5h.01",
    "m8 18-2.5 3.5M16 18l2.5 3.5",
  ],
  maps: ["M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z", "M9 4v13.5M15 6.5V20"],
};

function TileIcon({ name }: { name: TileKey }) {
  return (
    <span className="tile-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {ICON_PATHS[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

/**
 * SPEC §2 quick-service tiles: some open a dialog, some a page, and "Maps" expands a submenu.
 * Without JavaScript a dialog's tile loads the page with the menu open (HomeModals, right after
 * the tiles) and, through the fragment, scrolls to it and starts the keyboard there.
 */
export function QuickServiceTiles() {
  const { t } = useTranslation();
  const { links } = useSiteSettings();
  const label = (key: TileKey) => <span className="tile-label">{t(`home.tiles.${key}`)}</span>;
  return (
    <section className="tiles" aria-labelledby="tiles-heading">
      <h2 id="tiles-heading">{t("home.tiles.heading")}</h2>
      <ul className="tile-grid">
        {TILES.map((tile) => (
          <li key={tile.key} className="tile">
            {"modal" in tile ? (
              <ScriptAwareLink
                to={`/?modal=${tile.modal}`}
                toWithoutScript={`/?modal=${tile.modal}#modal-${tile.modal}`}
                preventScrollReset
                className="tile-link"
                aria-haspopup="dialog"
              >
                <TileIcon name={tile.key} />
                {label(tile.key)}
              </ScriptAwareLink>
            ) : "to" in tile ? (
              <Link to={tile.to} className="tile-link">
                <TileIcon name={tile.key} />
                {label(tile.key)}
              </Link>
            ) : (
              <details className="tile-submenu">
                <summary className="tile-link">
                  <TileIcon name={tile.key} />
                  {label(tile.key)}
                  <span className="visually-hidden">: {t("home.tiles.maps_menu")}</span>
                </summary>
                <ul>
                  <li>
                    <Link to="/mumbai-railway-map">{t("home.tiles.railway_map")}</Link>
                  </li>
                  {links.streetMap ? (
                    <li>
                      <ExternalLink href={links.streetMap}>{t("home.tiles.street_map")}</ExternalLink>
                    </li>
                  ) : null}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
