/**
 * Files bundled with the site that pages link to. The external sites (FIR status, train services,
 * the DAR service …) and the social accounts are site settings staff edit in
 * /admin/content/site-settings (app/.server/content/site-settings.ts).
 */

/**
 * National services the site sends commuters to (/get-help and the lost-phone
 * acknowledgement). They are the Government of India's, the same for every force, so they stay
 * in code rather than among the site settings.
 */
export const EXTERNAL_LINKS = {
  /**
   * The Central Equipment Identity Register (CEIR, part of Sanchar Saathi): the owner of a lost
   * phone blocks it there on every network by its IMEI, quoting a police report. The railway police
   * do not block phones themselves.
   */
  ceir: "https://www.ceir.gov.in",
  /** The national cyber-crime reporting portal, with the 1930 helpline. */
  cybercrime: "https://cybercrime.gov.in",
  /** Indian Railways' grievance service for amenities and cleanliness, with the 139 helpline. */
  railMadad: "https://railmadad.indianrailways.gov.in",
} as const;

/** Information commissioner orders (SPEC §1): sample PDFs bundled with the site. */
export const INFO_COMMISSIONER_ORDERS = [
  { key: "palghar", href: "/documents/info-commissioner-order-palghar.pdf" },
  { key: "panvel", href: "/documents/info-commissioner-order-panvel.pdf" },
  { key: "kalyan", href: "/documents/info-commissioner-order-kalyan.pdf" },
] as const;

export const RULES_PDF = "/documents/commuter-rules-sample.pdf";
