/** Every cookie the site sets, in one place (the privacy page lists them). */
export const COOKIES = {
  /** HttpOnly random id of this browser; CSRF tokens are bound to it. One day. */
  anon: "rp_anon",
  /** Readable copy of a CSRF token for script requests (X-XSRF-TOKEN). One day. */
  xsrf: "XSRF-TOKEN",
  /** The language the visitor chose. One year. */
  locale: "lang",
  /** The font size the visitor chose, in percent. One year. */
  fontSize: "font_size",
  /** "high" when the visitor chose high contrast in the settings panel. One year. */
  contrast: "contrast",
  /** The day this browser was last counted as a visitor. Two days. */
  visit: "rp_visit",
} as const;
