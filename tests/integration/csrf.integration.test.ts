/**
 * CSRF protection over real HTTP (ARCHITECTURE.md "Request paths"): a state-changing request must
 * carry a token issued to this browser and come from this site; anything else gets 419 and
 * changes nothing. The two plain forms every page has (language switch, font size) are the probes,
 * posted as a browser that does not say where the post came from (no Sec-Fetch-Site, no Origin):
 * for these two, a browser's word that the post is same-origin stands in for the token
 * (docs/decisions/009-page-cache.md), which the last group of tests checks.
 */
import { describe, expect, test } from "vitest";
import enErrors from "~/locales/en/errors";
import mrErrors from "~/locales/mr/errors";
import { csrfMetaToken, firstHeading, htmlLang, setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser that vouches for nothing: the token alone decides. */
const SILENT = { "sec-fetch-site": "" };

const server = useTestServer();

/** A browser that has loaded the home page: it holds the anonymous cookie and the page's token. */
async function browserWithToken(): Promise<{ visitor: Visitor; token: string }> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  const token = await visitor.csrfToken("/");
  return { visitor, token };
}

function anonIdOf(visitor: Visitor): string {
  const anonId = visitor.cookies.get("rp_anon");
  if (!anonId) throw new Error("the browser holds no anonymous cookie");
  return anonId;
}

/** Posts the language switch form the way a browser without JavaScript would. */
function switchToMarathi(visitor: Visitor, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return visitor.postForm("/locale/mr", { redirectTo: "/", ...fields }, { ...SILENT, ...headers });
}

/** Posts the font-size form the same way. */
function largerText(visitor: Visitor, headers: Record<string, string> = {}) {
  return visitor.postForm("/preferences", { font: "increase" }, { ...SILENT, ...headers });
}

/** The refused request changed nothing: it set no language cookie and the next page is still English. */
async function expectLanguageUnchanged(visitor: Visitor, refused: Response) {
  expect(setCookies(refused).has("lang")).toBe(false);
  await expectStillEnglish(visitor);
}

async function expectStillEnglish(visitor: Visitor) {
  expect(visitor.cookies.has("lang")).toBe(false);
  expect(htmlLang(await (await visitor.get("/")).text())).toBe("en");
}

describe("requests carrying a valid token", () => {
  test("a plain form post with the page's _token field switches the language", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await switchToMarathi(visitor, { _token: token });
    expect(response.status).toBe(303);
    expect(setCookies(response).get("lang")?.value).toBe("mr");
    expect(htmlLang(await (await visitor.get("/")).text())).toBe("mr");
  });

  test("a script request with the token in the X-CSRF-TOKEN header changes the font size", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await largerText(visitor, { "x-csrf-token": token });
    expect(response.status).toBe(303);
    expect(setCookies(response).get("font_size")?.value).toBe("105");
  });

  test("a script request echoing the XSRF-TOKEN cookie in the X-XSRF-TOKEN header switches the language", async () => {
    const visitor = new Visitor(server.url, BROWSER_HEADERS);
    await visitor.get("/");
    const cookieToken = visitor.cookies.get("XSRF-TOKEN");
    expect(cookieToken).toBeTruthy();
    const response = await switchToMarathi(visitor, {}, { "x-xsrf-token": decodeURIComponent(cookieToken!) });
    expect(response.status).toBe(303);
    expect(setCookies(response).get("lang")?.value).toBe("mr");
  });

  test("an older browser that sends only a same-site Origin header (no Sec-Fetch-Site) is accepted", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await visitor.send("/locale/mr", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ _token: token, redirectTo: "/" }).toString(),
    });
    expect(response.status).toBe(303);
    expect(setCookies(response).get("lang")?.value).toBe("mr");
  });
});

describe("requests refused with 419, changing nothing", () => {
  test("a form post without any token is refused and the language stays English", async () => {
    const { visitor } = await browserWithToken();
    const response = await switchToMarathi(visitor, {});
    expect(response.status).toBe(419);
    await expectLanguageUnchanged(visitor, response);
  });

  test("a font-size post without any token is refused and sets no font size", async () => {
    const { visitor } = await browserWithToken();
    const response = await largerText(visitor);
    expect(response.status).toBe(419);
    expect(setCookies(response).has("font_size")).toBe(false);
    expect(await (await visitor.get("/")).text()).toContain('data-font-size="100"');
  });

  test("a token issued to another browser is refused", async () => {
    const { token: othersToken } = await browserWithToken();
    const { visitor } = await browserWithToken();
    const response = await switchToMarathi(visitor, { _token: othersToken });
    expect(response.status).toBe(419);
    await expectLanguageUnchanged(visitor, response);
  });

  test("a token sent by a browser with no anonymous cookie at all is refused", async () => {
    const { token } = await browserWithToken();
    const stranger = new Visitor(server.url, BROWSER_HEADERS);
    const response = await switchToMarathi(stranger, { _token: token });
    expect(response.status).toBe(419);
    expect(setCookies(response).has("lang")).toBe(false);
  });

  test("a tampered token (changed signature or changed issue time) is refused", async () => {
    const { visitor, token } = await browserWithToken();
    const [nonce, issuedAt, mac] = token.split(".") as [string, string, string];
    const flippedMac = mac.slice(0, -1) + (mac.endsWith("A") ? "B" : "A");
    const laterIssue = (parseInt(issuedAt, 36) + 60_000).toString(36);
    for (const tampered of [`${nonce}.${issuedAt}.${flippedMac}`, `${nonce}.${laterIssue}.${mac}`, `${token}.x`]) {
      const response = await switchToMarathi(visitor, { _token: tampered });
      expect(response.status, tampered).toBe(419);
      expect(setCookies(response).has("lang")).toBe(false);
    }
    await expectStillEnglish(visitor);
  });

  test("a token issued to this browser more than a day ago has expired", async () => {
    const { visitor } = await browserWithToken();
    const expired = server.services.csrf.issue(anonIdOf(visitor), Date.now() - 25 * 60 * 60 * 1000);
    const response = await switchToMarathi(visitor, { _token: expired });
    expect(response.status).toBe(419);
    await expectLanguageUnchanged(visitor, response);
  });

  test("a token issued to this browser 23 hours ago is still accepted", async () => {
    const { visitor } = await browserWithToken();
    const oldButValid = server.services.csrf.issue(anonIdOf(visitor), Date.now() - DAY_MS + 60 * 60 * 1000);
    const response = await switchToMarathi(visitor, { _token: oldButValid });
    expect(response.status).toBe(303);
  });

  test("a cross-site request is refused even with a valid token (Sec-Fetch-Site: cross-site)", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await switchToMarathi(visitor, { _token: token }, { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(419);
    await expectLanguageUnchanged(visitor, response);
  });

  test("a request from a foreign Origin without Sec-Fetch-Site is refused even with a valid token", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await visitor.send("/locale/mr", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ _token: token, redirectTo: "/" }).toString(),
    });
    expect(response.status).toBe(419);
    await expectLanguageUnchanged(visitor, response);
  });
});

describe("what a refused visitor sees", () => {
  test("a plain form post without a token gets the 419 page in English", async () => {
    const { visitor } = await browserWithToken();
    const response = await switchToMarathi(visitor, {});
    expect(response.status).toBe(419);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(htmlLang(html)).toBe("en");
    expect(firstHeading(html)).toBe(enErrors.csrf.title);
    expect(html).toContain(enErrors.csrf.message);
  });

  test("a Marathi visitor's form post without a token gets the 419 page in Marathi", async () => {
    const { visitor } = await browserWithToken();
    visitor.cookies.set("lang", "mr");
    const response = await largerText(visitor);
    expect(response.status).toBe(419);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(htmlLang(html)).toBe("mr");
    expect(firstHeading(html)).toBe(mrErrors.csrf.title);
    expect(html).toContain(mrErrors.csrf.message);
  });

  test("a browser's cross-site post to a page (Origin and Sec-Fetch-Site both sent) gets the 419 page", async () => {
    const { visitor, token } = await browserWithToken();
    const response = await visitor.postForm(
      "/",
      { _token: token },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    );
    expect(response.status).toBe(419);
    expect(firstHeading(await response.text())).toBe(enErrors.csrf.title);
  });

  test("the 419 page carries a fresh token, so its own language switch works", async () => {
    const { visitor } = await browserWithToken();
    const refused = await switchToMarathi(visitor, {});
    expect(refused.status).toBe(419);
    const freshToken = csrfMetaToken(await refused.text());
    expect(freshToken).toBeTruthy();
    const retried = await switchToMarathi(visitor, { _token: freshToken! });
    expect(retried.status).toBe(303);
  });

  test("a JSON request without a token gets { message } as JSON with status 419, in the visitor's language", async () => {
    const { visitor } = await browserWithToken();
    const english = await switchToMarathi(visitor, {}, { accept: "application/json" });
    expect(english.status).toBe(419);
    expect(english.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await english.json()).toEqual({ message: enErrors.csrf.message });

    visitor.cookies.set("lang", "mr");
    const marathi = await largerText(visitor, { accept: "application/json" });
    expect(marathi.status).toBe(419);
    expect(await marathi.json()).toEqual({ message: mrErrors.csrf.message });
    expect(setCookies(marathi).has("font_size")).toBe(false);
  });

  test("an ajax request (X-Requested-With: XMLHttpRequest) without a token also gets JSON 419", async () => {
    const { visitor } = await browserWithToken();
    const response = await largerText(visitor, { "x-requested-with": "XMLHttpRequest" });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: enErrors.csrf.message });
  });
});

describe("tokens handed out with every page", () => {
  test.each(["/complaint", "/suggestion", "/no-such-page"])(
    "%s (rendered for this visitor) carries a csrf-token meta tag and an XSRF-TOKEN cookie, both valid for this browser",
    async (path) => {
      const visitor = new Visitor(server.url, BROWSER_HEADERS);
      const response = await visitor.get(path);
      const html = await response.text();
      const cookies = setCookies(response);
      const anon = cookies.get("rp_anon");
      const xsrf = cookies.get("XSRF-TOKEN");
      const meta = csrfMetaToken(html);

      expect(anon?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(meta).toBeTruthy();
      expect(server.services.csrf.verify(meta, anon!.value)).toBe(true);
      expect(xsrf).toBeDefined();
      expect(server.services.csrf.verify(decodeURIComponent(xsrf!.value), anon!.value)).toBe(true);
      // Scripts must be able to read the XSRF cookie to echo it back; path / so every request has it.
      expect(xsrf!.attributes.has("httponly")).toBe(false);
      expect(xsrf!.attributes.get("path")).toBe("/");
      expect(xsrf!.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    },
  );

  test.each(["/", "/home"])(
    "%s (from the page cache) has an empty meta tag, and its XSRF-TOKEN cookie is valid for this browser",
    async (path) => {
      await new Visitor(server.url, BROWSER_HEADERS).get(path); // the first visitor fills the cache
      const visitor = new Visitor(server.url, BROWSER_HEADERS);
      const response = await visitor.get(path);
      expect(response.headers.get("x-cache")).toBe("hit");
      expect(await response.text()).toContain('<meta name="csrf-token" content=""/>');
      const anon = setCookies(response).get("rp_anon")!.value;
      const xsrf = decodeURIComponent(setCookies(response).get("XSRF-TOKEN")!.value);
      expect(server.services.csrf.verify(xsrf, anon)).toBe(true);
      const switched = await switchToMarathi(visitor, {}, { "x-xsrf-token": xsrf });
      expect(switched.status).toBe(303);
    },
  );

  test("the anonymous browser cookie is HttpOnly, SameSite=Lax and outlives the day of its token by half a day", async () => {
    const response = await new Visitor(server.url, BROWSER_HEADERS).get("/");
    const anon = setCookies(response).get("rp_anon");
    expect(anon).toBeDefined();
    expect(anon!.attributes.has("httponly")).toBe(true);
    expect(anon!.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(anon!.attributes.get("path")).toBe("/");
    expect(anon!.attributes.get("max-age")).toBe("129600");
    expect(setCookies(response).get("XSRF-TOKEN")!.attributes.get("max-age")).toBe("86400");
  });

  test("a returning browser keeps its anonymous id, so tokens from its earlier pages stay valid", async () => {
    const { visitor, token: firstPageToken } = await browserWithToken();
    const anonId = anonIdOf(visitor);
    await visitor.get("/home");
    expect(anonIdOf(visitor)).toBe(anonId);
    const response = await switchToMarathi(visitor, { _token: firstPageToken });
    expect(response.status).toBe(303);
  });
});

describe("the language and display forms without a token", () => {
  test("are accepted when the browser says the post came from this site (Sec-Fetch-Site or Origin)", async () => {
    const visitor = new Visitor(server.url, BROWSER_HEADERS);
    await visitor.get("/");
    const viaFetchMetadata = await visitor.postForm("/locale/mr", { _token: "", redirectTo: "/" });
    expect(viaFetchMetadata.status).toBe(303);
    const viaOrigin = await largerText(visitor, { origin: server.url });
    expect(viaOrigin.status).toBe(303);
    expect(setCookies(viaOrigin).get("font_size")?.value).toBe("105");
  });

  test("are refused when it says the post came from elsewhere", async () => {
    const visitor = new Visitor(server.url, BROWSER_HEADERS);
    await visitor.get("/");
    const elsewhere: Array<Record<string, string>> = [
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of elsewhere) {
      const response = await largerText(visitor, headers);
      expect(response.status, JSON.stringify(headers)).toBe(419);
    }
  });

  test("no other state change is let through on the browser's word alone", async () => {
    const visitor = new Visitor(server.url, BROWSER_HEADERS);
    await visitor.get("/");
    const response = await visitor.postForm("/suggestion", { _token: "", name: "Sample", mobile_number: "9000000000" });
    expect(response.status).toBe(419);
  });
});
