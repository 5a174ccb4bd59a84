import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "~/.server/content/site-settings";
import type { loader as rootLoader } from "~/root";

/** When the root loader has no data (an error page before it ran), every setting is simply absent. */
const NONE: SiteSettings = {
  whatsapp: [],
  controlRoom: [],
  meetingHours: null,
  social: [],
  facebookFeedUrl: null,
  facebookUrl: null,
  links: {
    firStatus: null,
    missingPersons: null,
    indianRailways: null,
    irctc: null,
    ntes: null,
    streetMap: null,
    dar: null,
  },
};

/** The staff-edited numbers and links, carried by every page's root data. */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? NONE;
}
