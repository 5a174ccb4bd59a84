/** External sites the SPEC links to (opened in a new tab), and the sample social accounts. */
export const EXTERNAL_LINKS = {
  firStatus: "https://citizen.mahapolice.gov.in/",
  missingPersons: "https://citizen.mahapolice.gov.in/",
  indianRailways: "https://www.indianrail.gov.in/",
  irctc: "https://www.irctc.co.in/",
  ntes: "https://enquiry.indianrail.gov.in/ntes/",
  streetMap: "https://www.openstreetmap.org/#map=11/19.0760/72.8777",
  /**
   * The Government of India's Central Equipment Identity Register (CEIR, part of Sanchar Saathi):
   * the owner of a lost phone blocks it there on every network by its IMEI, quoting a police
   * report. The railway police do not block phones themselves (issue 23).
   */
  ceir: "https://www.ceir.gov.in",
  /** The national cyber-crime reporting portal, with the 1930 helpline (issue 23, /get-help). */
  cybercrime: "https://cybercrime.gov.in",
  /** Indian Railways' grievance service for amenities and cleanliness, with the 139 helpline. */
  railMadad: "https://railmadad.indianrailways.gov.in",
} as const;

/** Sample accounts: the platforms' home pages until the force supplies its own profile links. */
export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "X", href: "https://x.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "Instagram", href: "https://www.instagram.com/" },
] as const;

/** The Facebook page plugin for the (sample) page, loaded only when a visitor asks. */
export const FACEBOOK_FEED_URL =
  "https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook&tabs=timeline&width=340&height=500&small_header=true&adapt_container_width=true&hide_cover=true";

/** Information commissioner orders (SPEC §1): sample PDFs bundled with the site. */
export const INFO_COMMISSIONER_ORDERS = [
  { key: "palghar", href: "/documents/info-commissioner-order-palghar.pdf" },
  { key: "panvel", href: "/documents/info-commissioner-order-panvel.pdf" },
  { key: "kalyan", href: "/documents/info-commissioner-order-kalyan.pdf" },
] as const;

export const RULES_PDF = "/documents/commuter-rules-sample.pdf";
