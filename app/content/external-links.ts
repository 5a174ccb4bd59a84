/**
 * Files bundled with the site that pages link to. The external sites (FIR status, train services,
 * the DAR service …) and the social accounts are site settings staff edit in
 * /admin/content/site-settings (issue 20, app/.server/content/site-settings.ts).
 */

/** Information commissioner orders (SPEC §1): sample PDFs bundled with the site. */
export const INFO_COMMISSIONER_ORDERS = [
  { key: "palghar", href: "/documents/info-commissioner-order-palghar.pdf" },
  { key: "panvel", href: "/documents/info-commissioner-order-panvel.pdf" },
  { key: "kalyan", href: "/documents/info-commissioner-order-kalyan.pdf" },
] as const;

export const RULES_PDF = "/documents/commuter-rules-sample.pdf";
