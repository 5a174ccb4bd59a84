/**
 * Every public page without a parameter in its path (SPEC §2), for the sitemap. A test compares it
 * with the route table, so a new public page that is missing here fails the build's tests.
 * Left out on purpose: /home (the same page as /), the admin area, the JSON API and the
 * resource routes that only take form posts, and the FIR dashboard behind its sign-in page.
 */
export const PUBLIC_PAGES = [
  "/",
  "/news",
  "/good-works",
  "/press-release",
  "/tenders",
  "/tenders/archive",
  "/recruitments",
  "/recruitments/archive",
  "/RTI",
  "/initiatives",
  "/gallery",
  "/contact-us",
  "/contact-us/dcp-and-acp",
  "/our-offices",
  "/all-police-stations",
  "/police-stations-incharge",
  "/mumbai-railway-map",
  "/about-us",
  "/our-leadership",
  "/organizational-structure",
  "/faq",
  "/appeal-to-citizens",
  "/safety-tips",
  "/martyrs",
  "/plasma",
  "/complaint",
  "/suggestion",
  "/lost-and-found",
  "/found-property",
  "/status",
  "/get-help",
  "/fir-dashboard/sign-in",
  "/feedback",
  "/copyright-policy",
  "/hyperlinking-policy",
  "/privacy-policy",
  "/terms-of-use",
  "/disclaimer",
  "/accessibility-statement",
  "/screen-reader-access",
  "/help",
  "/sitemap",
] as const;

/** Paths that are not pages for the public, kept out of search engines by robots.txt too. */
export const NOT_FOR_SEARCH_ENGINES = ["/admin", "/api/", "/iapi/", "/locale/", "/preferences"] as const;
