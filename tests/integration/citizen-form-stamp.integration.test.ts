/**
 * The anti-robot fill time is measured from the form's "opened at" stamp (
 * docs/decisions/017-form-opened-stamp.md), not from the CSRF token: a robot that waited once
 * can no longer send more forms at once with the token it kept (the XSRF-TOKEN cookie's copy
 * lasts a day); a forged stamp, one made for another browser or one too old is refused; and a
 * person sending a form (a page without JavaScript, a home page dialog through the JSON API, or
 * a SPEC client that reads the stamp) still gets through.
 */
import { describe, expect, test } from "vitest";
import { citizenErrorSchema, suggestionCreatedSchema } from "~/.server/reports/api-schemas";
import enCitizen from "~/locales/en/citizen";
import {
  afterFillTime,
  CitizenBrowser,
  DIALOG_DATA_PATH,
  formStampIn,
  formStampInData,
  freshMobile,
  htmlText,
  json,
  messagesTo,
  personAt,
  SAMPLE,
  submitComplaint,
  useCitizenServer,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

function suggestion(mobile: string, text = SAMPLE.suggestion) {
  return { name: SAMPLE.name, mobile_number: mobile, suggestion: text };
}

/** A script request as a robot sends it: only the fields it chooses, and a token in a header. */
function robotPost(browser: CitizenBrowser, fields: Record<string, string>, headers: Record<string, string>) {
  return browser.postForm("/api/suggestion/new", fields, {
    "x-requested-with": "XMLHttpRequest",
    accept: "application/json",
    ...headers,
  });
}

async function refusal(response: Response) {
  expect(response.status).toBe(422);
  return citizenErrorSchema.parse(await json(response));
}

describe("a robot", () => {
  test("that waited once cannot send another form at once with the same token or cookie", async () => {
    const bot = await personAt(server, clock, "/");
    const first = await bot.api("/api/suggestion/new", suggestion(freshMobile()));
    expect(first.status).toBe(200);

    // The same browser, with the XSRF-TOKEN cookie's copy of a token (good for a day) and no stamp:
    // the token's age says nothing about when this form was filled in.
    const cookieToken = decodeURIComponent(bot.cookies.get("XSRF-TOKEN")!);
    const again = freshMobile();
    const withCookieToken = await robotPost(bot, suggestion(again, "Second"), { "x-xsrf-token": cookieToken });
    const refused = await refusal(withCookieToken);
    expect(refused.message).toBe(enCitizen.errors.form_stale);
    // The page's own token, no stamp: the same.
    expect(
      (await refusal(await robotPost(bot, suggestion(again, "Third"), { "x-csrf-token": bot.token }))).message,
    ).toBe(enCitizen.errors.form_stale);

    // A new form (the dialog's stamp), sent at once with the old token: too fast.
    const stamp = await bot.formStamp("/");
    const tooFast = await robotPost(
      bot,
      { ...suggestion(again, "Fourth"), _opened: stamp! },
      { "x-xsrf-token": cookieToken },
    );
    expect((await refusal(tooFast)).message).toBe(enCitizen.errors.too_fast);
    expect(messagesTo(server, again)).toEqual([]);
  });

  test("gets nothing from a forged stamp, another browser's, or one more than two hours old", async () => {
    const person = new CitizenBrowser(server.url);
    await person.open("/");
    const other = await personAt(server, clock, "/suggestion");
    const mobile = freshMobile();

    // Another browser's stamp, genuine and old enough, is not this browser's.
    const borrowed = await person.api("/api/suggestion/new", { ...suggestion(mobile), _opened: other.opened });
    expect((await refusal(borrowed)).message).toBe(enCitizen.errors.form_stale);
    expect(other.opened).toMatch(/^[\w-]+\.[\w-]+$/);

    // An earlier time written into this browser's own stamp: the signature no longer matches.
    const [payload, mac] = person.opened.split(".");
    const [, openedAt] = JSON.parse(Buffer.from(payload!, "base64url").toString()) as [string, number];
    const earlier = openedAt - 60_000;
    const forgedPayload = Buffer.from(JSON.stringify([String(earlier), earlier])).toString("base64url");
    const forged = await person.api("/api/suggestion/new", {
      ...suggestion(mobile),
      _opened: `${forgedPayload}.${mac}`,
    });
    expect((await refusal(forged)).message).toBe(enCitizen.errors.form_stale);
    expect(
      (await refusal(await person.api("/api/suggestion/new", { ...suggestion(mobile), _opened: "x.y" }))).message,
    ).toBe(enCitizen.errors.form_stale);

    // This browser's own stamp, two hours and a minute later: the form must be sent again.
    clock.advance(TWO_HOURS_MS + 60_000);
    const late = await refusal(await person.api("/api/suggestion/new", suggestion(mobile)));
    expect(late.message).toBe(enCitizen.errors.form_stale);
    expect(messagesTo(server, mobile)).toEqual([]);

    // The refusal carries a fresh stamp (the site's script puts it in the form): it works once the
    // fill time has passed.
    expect(late.opened).toBeTruthy();
    expect(late.opened).not.toBe(person.opened);
    expect(
      (await refusal(await person.api("/api/suggestion/new", { ...suggestion(mobile), _opened: late.opened! })))
        .message,
    ).toBe(enCitizen.errors.too_fast);
    afterFillTime(clock);
    const resent = await person.api("/api/suggestion/new", { ...suggestion(mobile), _opened: late.opened! });
    expect(resent.status).toBe(200);
  });
});

describe("a person", () => {
  test("without JavaScript: the form page carries a stamp; sent after a while, the form goes through", async () => {
    const browser = new CitizenBrowser(server.url);
    await browser.open("/suggestion");
    const page = await (await browser.get("/suggestion")).text();
    expect(formStampIn(page)).toBeTruthy();
    expect(browser.opened).toBeTruthy();
    const mobile = freshMobile();
    const fields = { intent: "send", ...suggestion(mobile) };

    // Sent at once: refused, and the form shown again keeps the time it was opened…
    const early = await browser.submit("/suggestion", fields);
    expect(early.status).toBe(422);
    const earlyPage = await early.text();
    expect(htmlText(earlyPage)).toContain(enCitizen.errors.too_fast);
    expect(formStampIn(earlyPage)).toBe(browser.opened);
    expect(messagesTo(server, mobile)).toEqual([]);

    // …so sending it again once the person has had the time works.
    afterFillTime(clock);
    const sent = await browser.submit("/suggestion", fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/suggestion\?report=\d+$/);
  });

  test("without JavaScript: a form page without a good stamp is shown again with a new one", async () => {
    const browser = new CitizenBrowser(server.url);
    await browser.open("/complaint");
    const stale = await submitComplaint(browser, {
      _opened: "forged.stamp",
    });
    expect(stale.status).toBe(422);
    const html = await stale.text();
    expect(htmlText(html)).toContain(enCitizen.errors.form_stale);
    const renewed = formStampIn(html);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe("forged.stamp");
  });

  test("in a home page dialog: each opening fetches a new stamp, never stored, and the API takes it", async () => {
    const browser = new CitizenBrowser(server.url);
    const home = await (await browser.get("/")).text();
    // The home page (from the page cache) has no form and no stamp in it.
    expect(formStampIn(home)).toBeUndefined();
    await browser.open("/");

    // What the dialog loads when it opens: a stamp for this browser, made for this request.
    const first = await browser.get(DIALOG_DATA_PATH);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const firstStamp = formStampInData(await first.text());
    clock.advance(1_000);
    const second = await browser.get(DIALOG_DATA_PATH);
    expect(second.headers.get("x-cache")).not.toBe("hit");
    const secondStamp = formStampInData(await second.text());
    expect(firstStamp).toBeTruthy();
    expect(secondStamp).toBeTruthy();
    expect(secondStamp).not.toBe(firstStamp);

    afterFillTime(clock);
    // The site's script sends the stamp as a form field (the dialog form's hidden `_opened`)…
    const mobile = freshMobile();
    const viaField = await browser.api("/api/suggestion/new", { ...suggestion(mobile), _opened: secondStamp! });
    expect(viaField.status).toBe(200);
    expect(suggestionCreatedSchema.parse(await json(viaField)).suggestion.mobile_number).toBe(mobile);
    // …or in the X-Form-Opened header.
    const other = freshMobile();
    const viaHeader = await robotPost(browser, suggestion(other), {
      "x-csrf-token": browser.token,
      "x-form-opened": secondStamp!,
    });
    expect(viaHeader.status).toBe(200);
  });

  test("with a multipart complaint (SPEC §7), the stamp travels as a field", async () => {
    const browser = await personAt(server, clock, "/complaint");
    const response = await browser.apiMultipart("/api/complaint/new", {
      name: SAMPLE.name,
      mobile_number: freshMobile(),
      complaint: SAMPLE.complaint,
    });
    expect(response.status).toBe(200);
  });
});
