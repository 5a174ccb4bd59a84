/**
 * A simulated citizen for the measurement scripts (loadtest, drill): a browser stand-in that keeps
 * its cookies, reads the CSRF token and the form's "opened at" stamp from the page it opens, and
 * posts to the JSON API the way the site's own script does.
 */

/** The server's minimum fill time is 3 s; a little more for the clocks' sake. */
export const FILL_TIME_MS = 3_300;
export const REQUEST_TIMEOUT_MS = 15_000;

export const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

export const COMPLAINT = "A man was harassing passengers in the second-class compartment of the 8:14 fast train.";

/** A documentation-range address (RFC 5737) of its own for citizen `index` (0 ≤ index < 762). */
export function documentationAddress(index) {
  const ranges = ["192.0.2", "198.51.100", "203.0.113"];
  return `${ranges[Math.floor(index / 254)]}.${(index % 254) + 1}`;
}

/** A page that answered otherwise than the citizen needed: its status and body, for the report. */
export class PageError extends Error {
  constructor(message, status, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export class Citizen {
  cookies = new Map();
  token = "";
  opened = "";
  constructor(address) {
    this.address = address;
  }

  async send(url, init = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { ...BROWSER, "x-forwarded-for": this.address, ...(cookie ? { cookie } : {}), ...init.headers },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }

  /**
   * Opens the form; the token a script on it would send (meta tag, else the XSRF-TOKEN cookie) and
   * the form's "opened at" stamp (its hidden `_opened` field, docs/decisions/017-form-opened-stamp.md).
   */
  async open(url) {
    const response = await this.send(url);
    const html = await response.text();
    if (!response.ok) throw new PageError(`form page: ${response.status}`, response.status, html);
    const meta = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1];
    this.token = meta || decodeURIComponent(this.cookies.get("XSRF-TOKEN") ?? "");
    if (!this.token) throw new PageError("form page: no CSRF token", response.status, html);
    this.opened = /name="_opened" value="([^"]+)"/.exec(html)?.[1] ?? "";
    if (!this.opened) throw new PageError("form page: no _opened stamp", response.status, html);
  }

  /** Posts `fields` as the site's script does; the status, the JSON answer (if any) and the body. */
  async api(url, fields) {
    const response = await this.send(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "x-csrf-token": this.token,
        "x-requested-with": "XMLHttpRequest",
        accept: "application/json",
      },
      body: new URLSearchParams(fields).toString(),
    });
    const body = await response.text();
    let json;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, body };
  }
}
