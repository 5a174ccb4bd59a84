/**
 * The policy and help pages GIGW requires, by path. Their text is in
 * app/locales/{en,mr}/policies.ts; the pages with sections share one route module.
 */
export const SECTIONED_POLICY_PAGES = {
  "/copyright-policy": "copyright",
  "/hyperlinking-policy": "hyperlinking",
  "/privacy-policy": "privacy",
  "/terms-of-use": "terms",
  "/disclaimer": "disclaimer",
  "/accessibility-statement": "accessibility",
  "/help": "help",
} as const;
export type SectionedPolicy = (typeof SECTIONED_POLICY_PAGES)[keyof typeof SECTIONED_POLICY_PAGES];

/** Every policy and help page, in the order the footer lists them. */
export const POLICY_LINKS = [
  { to: "/help", key: "help" },
  { to: "/accessibility-statement", key: "accessibility" },
  { to: "/screen-reader-access", key: "screen_reader" },
  { to: "/privacy-policy", key: "privacy" },
  { to: "/terms-of-use", key: "terms" },
  { to: "/copyright-policy", key: "copyright" },
  { to: "/hyperlinking-policy", key: "hyperlinking" },
  { to: "/disclaimer", key: "disclaimer" },
  { to: "/feedback", key: "feedback" },
] as const;
