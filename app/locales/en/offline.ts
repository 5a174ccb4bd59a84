/** The offline page: what the service worker shows when a page cannot be loaded. */
export default {
  title: "You are offline",
  intro:
    "This page could not be loaded because your phone has no internet connection. The numbers below can be called without the internet.",
  stations_heading: "Police station phone numbers",
  saved_on: "These numbers were saved on this phone on {{date}}.",
  back_online: "When your connection is back, reload the page.",
} as const;
