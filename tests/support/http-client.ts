/**
 * A tiny browser stand-in for integration tests: keeps cookies, reads the CSRF token from the page
 * and posts forms the way a browser would (with Sec-Fetch-Site: same-origin).
 */
import { request as httpRequest } from "node:http";

export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { method: "GET", headers });
  }

  /**
   * Loads a page and returns the CSRF token a script on it would send: its meta tag's, or, on a
   * page from the page cache (whose tag is empty), the XSRF-TOKEN cookie's.
   */
  async csrfToken(path = "/"): Promise<string> {
    const html = await (await this.get(path)).text();
    const match = /<meta name="csrf-token" content="([^"]*)"/.exec(html);
    if (!match) throw new Error(`no csrf-token meta tag on ${path}`);
    const token = match[1] || decodeURIComponent(this.cookies.get("XSRF-TOKEN") ?? "");
    if (!token) throw new Error(`neither a token in the meta tag of ${path} nor an XSRF-TOKEN cookie`);
    return token;
  }

  async postForm(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.send(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async send(
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: string | FormData },
  ): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      redirect: "manual",
      headers: { ...this.defaultHeaders, ...(cookie ? { cookie } : {}), ...init.headers },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/**
 * Sends only the head of a POST to `url` (its `headers`, which declare the body's length, and no
 * body) and resolves with the status the server answers; rejects if the server waits for the body
 * instead of refusing it.
 */
export function postHeadOnly(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error("the server waited for the body instead of refusing it"));
    }, 5_000);
    req.on("response", (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.flushHeaders();
  });
}
