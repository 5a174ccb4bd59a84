/**
 * The navigation tree: every section of SPEC §2, grouped as a commuter looks for them.
 * Labels are locale keys under `shell.nav`.
 */
/** `reloadDocument`: the page needs strings public pages do not download (app/entry.client.tsx). */
export type NavItem = { key: string; to: string; reloadDocument?: boolean };
export type NavGroup = { key: string; items: NavItem[] };

/**
 * Every citizen service, in the order the menu and the footer list them: reachable from every
 * page, not only from the home page's tiles or the HTML sitemap.
 */
export const CITIZEN_SERVICES: NavItem[] = [
  { key: "complaint", to: "/complaint" },
  { key: "suggestion", to: "/suggestion" },
  { key: "lost_and_found", to: "/lost-and-found" },
  { key: "status", to: "/status" },
  { key: "fir_request", to: "/fir-dashboard", reloadDocument: true },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    key: "about",
    items: [
      { key: "about_us", to: "/about-us" },
      { key: "leadership", to: "/our-leadership" },
      { key: "organisation", to: "/organizational-structure" },
      { key: "martyrs", to: "/martyrs" },
      { key: "initiatives", to: "/initiatives" },
    ],
  },
  {
    key: "updates",
    items: [
      { key: "news", to: "/news" },
      { key: "good_works", to: "/good-works" },
      { key: "press_releases", to: "/press-release" },
      { key: "gallery", to: "/gallery" },
    ],
  },
  {
    key: "citizen",
    items: [
      ...CITIZEN_SERVICES,
      { key: "safety_tips", to: "/safety-tips" },
      { key: "appeal", to: "/appeal-to-citizens" },
      { key: "faq", to: "/faq" },
      { key: "plasma", to: "/plasma" },
    ],
  },
  {
    key: "notices",
    items: [
      { key: "tenders", to: "/tenders" },
      { key: "recruitments", to: "/recruitments" },
      { key: "rti", to: "/RTI" },
    ],
  },
  {
    key: "contact",
    items: [
      { key: "contact_us", to: "/contact-us" },
      { key: "dcp_acp", to: "/contact-us/dcp-and-acp" },
      { key: "all_stations", to: "/all-police-stations" },
      { key: "incharges", to: "/police-stations-incharge" },
      { key: "offices", to: "/our-offices" },
      { key: "railway_map", to: "/mumbai-railway-map" },
    ],
  },
];
