/**
 * The route table. Page paths are SPEC §2's, spelled exactly (including /RTI); the JSON API is
 * SPEC §7's. Resource routes (no UI) take the plain-form posts the pages use.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "main" }),
  route("home", "routes/home.tsx", { id: "home" }),

  // News and good works (lists, articles)
  route("news", "routes/articles/news-list.tsx"),
  route("news/:id", "routes/articles/news-article.tsx"),
  route("good-works", "routes/articles/good-works-list.tsx"),
  route("good-works/:id", "routes/articles/good-work-article.tsx"),

  // Documents
  route("press-release", "routes/documents/press-releases.tsx"),
  route("tenders", "routes/documents/tenders.tsx"),
  route("recruitments", "routes/documents/recruitments.tsx"),
  route("tenders/archive", "routes/documents/archive.tsx", { id: "tenders-archive" }),
  route("recruitments/archive", "routes/documents/archive.tsx", { id: "recruitments-archive" }),
  route("RTI", "routes/documents/rti.tsx"),
  route("initiatives", "routes/documents/initiatives.tsx"),

  // Gallery
  route("gallery", "routes/gallery/gallery.tsx"),
  route("album/:id", "routes/gallery/album.tsx"),

  // Stations, offices and contacts
  route("contact-us", "routes/stations/contact-us.tsx"),
  route("contact-us/dcp-and-acp", "routes/stations/dcp-and-acp.tsx"),
  route("our-offices", "routes/stations/our-offices.tsx"),
  route("all-police-stations", "routes/stations/all-police-stations.tsx"),
  route("police-stations-incharge", "routes/stations/police-stations-incharge.tsx"),
  route("police-station/:id", "routes/stations/police-station.tsx"),
  route("mumbai-railway-map", "routes/stations/railway-map.tsx"),

  // About the force and information pages
  route("about-us", "routes/info/about-us.tsx"),
  route("our-leadership", "routes/info/our-leadership.tsx"),
  route("organizational-structure", "routes/info/organizational-structure.tsx"),
  route("faq", "routes/info/faq.tsx"),
  route("appeal-to-citizens", "routes/info/appeal-to-citizens.tsx"),
  route("safety-tips", "routes/info/safety-tips.tsx"),
  route("martyrs", "routes/info/martyrs.tsx"),
  route("plasma", "routes/info/plasma.tsx"),

  // Citizen services
  route("complaint", "routes/citizen/complaint.tsx"),
  route("suggestion", "routes/citizen/suggestion.tsx"),
  route("lost-and-found", "routes/citizen/lost-and-found.tsx"),
  route("found-property", "routes/citizen/found-property.tsx"),
  route("status", "routes/citizen/status.tsx"),
  // The link in the reference SMS: one report's status for 30 days without a code.
  route("status/:token", "routes/citizen/status-link.tsx"),

  // Citizen sign-in and the FIR dashboard (SPEC §2 leaves the path unshown)
  route("fir-dashboard", "routes/citizen/fir-dashboard.tsx"),
  route("fir-dashboard/sign-in", "routes/citizen/fir-sign-in.tsx"),
  route("fir-dashboard/sign-out", "routes/citizen/fir-sign-out.tsx"),
  route("fir-dashboard/requests/:reference", "routes/citizen/fir-request.tsx"),
  route("fir-dashboard/requests/:reference/acknowledgement.pdf", "routes/citizen/fir-acknowledgement-pdf.ts"),

  // A report's printable acknowledgement and the address its QR code verifies
  route("acknowledgement/:id", "routes/citizen/report-acknowledgement.tsx"),
  route("acknowledgement/:id/acknowledgement.pdf", "routes/citizen/report-acknowledgement-pdf.ts"),
  route("verify/:reference", "routes/citizen/verify-acknowledgement.tsx"),

  // JSON API (SPEC §7)
  ...prefix("iapi/front", [
    route("news", "routes/api/front-news-list.ts"),
    route("news/:id", "routes/api/front-news-item.ts"),
    route("goodwork", "routes/api/front-goodwork-list.ts"),
    route("goodwork/:id", "routes/api/front-goodwork-item.ts"),
    route("press-release", "routes/api/front-press-releases.ts"),
    route("tender", "routes/api/front-tenders.ts"),
    route("recruitment", "routes/api/front-recruitments.ts"),
    route("book", "routes/api/front-books.ts"),
  ]),
  ...prefix("api", [
    route("news", "routes/api/news.ts"),
    route("goodworks", "routes/api/goodworks.ts"),
    route("albums", "routes/api/albums.ts"),
    route("album/:id", "routes/api/album.ts"),
    route("police-stations-incharge", "routes/api/police-stations-incharge.ts"),
    route("police-station", "routes/api/police-station.ts"),
    route("suggestion/new", "routes/api/suggestion-new.ts"),
    route("suggestion/verify", "routes/api/suggestion-verify.ts"),
    route("complaint/new", "routes/api/complaint-new.ts"),
    route("complaint/verify", "routes/api/complaint-verify.ts"),
    route("lost-found-report/new", "routes/api/lost-found-report-new.ts"),
    route("lost-found-report/verify", "routes/api/lost-found-report-verify.ts"),
    route("suggestion/resend", "routes/api/suggestion-resend.ts"),
    route("complaint/resend", "routes/api/complaint-resend.ts"),
    route("lost-found-report/resend", "routes/api/lost-found-report-resend.ts"),
    route("visitor-count", "routes/api/visitor-count.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Staff administration: every route checks the role on the server (app/.server/auth/guard.ts)
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-in/two-factor", "routes/admin/sign-in-two-factor.tsx"),
      route("sign-out", "routes/admin/sign-out.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("account/two-factor", "routes/admin/account-two-factor.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/new", "routes/admin/users-new.tsx"),
      route("users/:id", "routes/admin/user.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      // Citizen-report inbox
      route("reports", "routes/admin/reports.tsx"),
      route("reports/export.csv", "routes/admin/reports-export.ts"),
      route("reports/:id", "routes/admin/report.tsx"),
      route("reports/:id/photos/:photo", "routes/admin/report-photo.ts"),
      route("found-property", "routes/admin/found-property.tsx"),
      route("found-property/:id", "routes/admin/found-property-item.tsx"),
      route("found-property/:id/delete", "routes/admin/found-property-delete.tsx"),
      // Content management
      route("content", "routes/admin/content.tsx"),
      // A content type that is one record: its page is the edit page of the types that are one form.
      route("content/site-settings", "routes/admin/content-item.tsx", { id: "admin-content-site-settings" }),
      // Every content type: one list page and one delete confirmation drawn from the type's
      // definition (app/.server/content-admin/content-types.ts), and the type's add and edit pages.
      ...(
        [
          ["news", "content-new.tsx", "content-item.tsx"],
          ["good-works", "content-new.tsx", "content-item.tsx"],
          ["news-flashes", "content-new.tsx", "content-item.tsx"],
          ["notices", "content-new.tsx", "content-item.tsx"],
          ["booklets", "content-new.tsx", "content-item.tsx"],
          ["albums", "content-new.tsx", "content-album.tsx"],
          ["officers", "content-new.tsx", "content-item.tsx"],
          ["stations", "content-new.tsx", "content-item.tsx"],
          ["former-commissioners", "content-new.tsx", "content-item.tsx"],
          ["leadership", "content-new.tsx", "content-item.tsx"],
          ["press-releases", "content-new.tsx", "content-item.tsx"],
          ["tenders", "content-new.tsx", "content-item.tsx"],
          ["recruitments", "content-new.tsx", "content-item.tsx"],
          ["rti", "content-new.tsx", "content-item.tsx"],
        ] as const
      ).flatMap(([section, newPage, itemPage]) => [
        route(`content/${section}`, "routes/admin/content-list.tsx", { id: `admin-content-${section}` }),
        route(`content/${section}/new`, `routes/admin/${newPage}`, { id: `admin-content-${section}-new` }),
        route(`content/${section}/:id`, `routes/admin/${itemPage}`, { id: `admin-content-${section}-item` }),
        route(`content/${section}/:id/delete`, "routes/admin/content-delete.tsx", {
          id: `admin-content-${section}-delete`,
        }),
      ]),
      route("content/albums/:id/photos", "routes/admin/content-album-photos.tsx"),
      route("content/albums/:id/videos", "routes/admin/content-album-video.tsx"),
      route("content/albums/:id/items/:itemId", "routes/admin/content-album-item.tsx"),
      route("content/albums/:id/items/:itemId/delete", "routes/admin/content-album-item-delete.tsx"),
    ]),
  ]),

  // Preferences without JavaScript
  route("locale/:locale", "routes/locale.ts"),
  route("preferences", "routes/preferences.ts"),

  // Policies and help that GIGW requires
  ...(
    [
      ["copyright-policy", "copyright"],
      ["hyperlinking-policy", "hyperlinking"],
      ["privacy-policy", "privacy"],
      ["terms-of-use", "terms"],
      ["disclaimer", "disclaimer"],
      ["accessibility-statement", "accessibility"],
      ["help", "help"],
    ] as const
  ).map(([path, id]) => route(path, "routes/policies/policy-page.tsx", { id: `policy-${id}` })),
  route("screen-reader-access", "routes/policies/screen-reader-access.tsx"),
  route("feedback", "routes/citizen/feedback.tsx"),
  route("sitemap", "routes/policies/sitemap-page.tsx"),
  route("search", "routes/search.tsx"),
  route("get-help", "routes/get-help.tsx"),
  route("offline", "routes/offline.tsx"),

  // For search engines
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/:part", "routes/sitemap-part-xml.ts"),
  route("feeds/:feed", "routes/feed-xml.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
