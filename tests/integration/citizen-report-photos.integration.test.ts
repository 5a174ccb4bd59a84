/**
 * Photos on complaints and lost-and-found reports: sent with the form without
 * JavaScript (a multipart post) and through the JSON API the form uses with it; judged by their
 * bytes, re-encoded without metadata, kept only with a confirmed report; refused with a message in
 * the visitor's language that keeps what they typed; seen only by staff who may see the report.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { MAX_WAITING_PHOTO_DECODES } from "~/.server/reports/photos";
import { DRAFT_LIFETIME_MS } from "~/.server/reports/reports";
import enAdmin from "~/locales/en/admin";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { indiaDay } from "~/lib/india-time";
import { MAX_REPORT_PHOTO_BYTES } from "~/validation/report-photos";
import { postHeadOnly as postHeadOnlyTo, type Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import { auditRows, createSignedInStaff, details } from "./admin-support";
import {
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  hasTag,
  htmlText,
  json,
  lastCode,
  personAt,
  SAMPLE,
} from "./citizen-support";

const clock = new TestClock();
let admin: Visitor;
let deskCsmt: Visitor;
let deskDadar: Visitor;
let editor: Visitor;

const server = useTestServer(CITIZEN_ENV, { clock });
beforeAll(async () => {
  ({ admin, deskCsmt, deskDadar, editor } = await createSignedInStaff(server, {
    admin: { email: "photos.admin@example.org", role: "admin" },
    deskCsmt: { email: "photos.csmt@example.org", role: "desk", stationId: 10 },
    deskDadar: { email: "photos.dadar@example.org", role: "desk", stationId: 11 },
    editor: { email: "photos.editor@example.org", role: "editor" },
  }));
});

const SECRET = "Sample secret place 19.0760N 72.8777E";

/** A small JPEG as a phone makes it: with EXIF metadata naming where it was taken. */
async function phoneJpeg(): Promise<Blob> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa3322" } })
    .withExif({ IFD0: { ImageDescription: SECRET, Make: "Sample Phone" } })
    .jpeg()
    .toBuffer();
  expect(data.includes(SECRET)).toBe(true);
  return new Blob([new Uint8Array(data)], { type: "image/jpeg" });
}

async function smallPng(): Promise<Blob> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#2255aa80" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: "image/png" });
}

/** A person who opened `page` and took long enough to fill it in. */
const person = (page: string, locale?: "en" | "mr") => personAt(server, clock, page, { locale });

/** The form sent without JavaScript: multipart, the CSRF token first, as ReportForm renders it. */
async function submitMultipart(
  browser: CitizenBrowser,
  page: string,
  fields: Record<string, string>,
  photos: Array<{ blob: Blob; name: string }>,
) {
  const body = new FormData();
  body.append("_token", browser.token);
  body.append("_opened", browser.opened);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append("photos", photo.blob, photo.name);
  return browser.send(page, { method: "POST", headers: { "sec-fetch-site": "same-origin" }, body });
}

/** The same form sent by the page's script to the JSON API (ReportForm.tsx sendForm). */
async function apiMultipart(
  browser: CitizenBrowser,
  apiPath: string,
  fields: Record<string, string>,
  photos: Array<{ blob: Blob; name: string }>,
) {
  const body = new FormData();
  body.append("_opened", browser.opened);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append("photos", photo.blob, photo.name);
  return browser.send(apiPath, {
    method: "POST",
    headers: {
      "sec-fetch-site": "same-origin",
      "x-csrf-token": browser.token,
      "x-requested-with": "XMLHttpRequest",
      accept: "application/json",
    },
    body,
  });
}

function lostReport(mobile: string): Record<string, string> {
  return {
    intent: "send",
    type: "lost",
    category: "bag",
    description: "Sample green rucksack left on the rack",
    incident_date: indiaDay(clock.now()),
    station_id: "10",
    name: SAMPLE.name,
    mobile_number: mobile,
  };
}

function complaint(mobile: string): Record<string, string> {
  return { intent: "send", name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint, terms: "on" };
}

async function photosOf(reportId: number) {
  return server.services.db
    .selectFrom("citizen_report_photos")
    .select(["id", "position", "data", "width", "height"])
    .where("report_id", "=", reportId)
    .orderBy("position")
    .execute();
}

async function draftCount(mobile: string): Promise<number> {
  const rows = await server.services.db
    .selectFrom("citizen_reports")
    .select("id")
    .where("mobile_number", "=", mobile)
    .execute();
  return rows.length;
}

function storedFiles(): string[] {
  const root = server.services.config.storageDir;
  try {
    return readdirSync(root, { recursive: true }).map((entry) => path.join(root, String(entry)));
  } catch {
    return [];
  }
}

/** A confirmed lost-bag report at CSMT (station 10) with a JPEG and a PNG, sent without JavaScript. */
let lostId: number;

describe("without JavaScript", () => {
  test("the complaint and lost-and-found forms post multipart and offer the photo field", async () => {
    for (const [page, prefix] of [
      ["/complaint", "complaint"],
      ["/lost-and-found", "lost_found"],
    ] as const) {
      const html = await (await new CitizenBrowser(server.url).get(page)).text();
      expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
      const photoInput = [
        `id="${prefix}-photos"`,
        'name="photos"',
        'type="file"',
        'accept="image/jpeg,image/png,image/webp"',
        "multiple",
      ];
      expect(hasTag(html, "input", ...photoInput)).toBe(true);
      expect(html).toContain(enCitizen.photos.hint);
    }
    const suggestion = await (await new CitizenBrowser(server.url).get("/suggestion")).text();
    expect(suggestion).not.toContain('type="file"');
  });

  test("photos go with the draft, are re-encoded without metadata and stay once the code is confirmed", async () => {
    const before = storedFiles();
    const browser = await person("/lost-and-found");
    const mobile = freshMobile();
    const sent = await submitMultipart(browser, "/lost-and-found", lostReport(mobile), [
      { blob: await phoneJpeg(), name: "IMG_0001.jpg" },
      // The name and claimed type do not matter: the bytes are a PNG.
      { blob: await smallPng(), name: "screenshot.dat" },
    ]);
    expect(sent.status).toBe(303);
    lostId = Number(/[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]);
    expect(await photosOf(lostId)).toHaveLength(2);

    const confirmed = await browser.submit("/lost-and-found", {
      intent: "verify",
      lost_found_report_id: String(lostId),
      otp: lastCode(server, mobile),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/lost-and-found?sent=${lostId}`);

    const photos = await photosOf(lostId);
    expect(photos.map((photo) => [photo.position, photo.width, photo.height])).toEqual([
      [1, 64, 48],
      [2, 40, 30],
    ]);
    for (const photo of photos) {
      const data = Buffer.from(photo.data);
      const metadata = await sharp(data).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.exif).toBeUndefined();
      expect(data.includes(SECRET)).toBe(false);
      expect(data.includes("Sample Phone")).toBe(false);
    }
    // Nothing was written where /storage/ serves files to anyone.
    expect(storedFiles()).toEqual(before);
  });

  test("a photo over 5 MB is refused in English with everything else kept, and nothing is saved", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const big = new Uint8Array(MAX_REPORT_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const response = await submitMultipart(browser, "/complaint", complaint(mobile), [
      { blob: new Blob([big], { type: "image/jpeg" }), name: "big.jpg" },
    ]);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<a href="#complaint-photos">${enCitizen.validation.photo_too_large}</a>`);
    expect(html).toContain(`id="complaint-photos-error"`);
    expect(htmlText(html)).toContain(SAMPLE.complaint);
    expect(html).toContain(`value="${mobile}"`);
    expect(html).toContain(`value="${SAMPLE.name}"`);
    expect(await draftCount(mobile)).toBe(0);
  });

  test("in Marathi, the refusal is in Marathi", async () => {
    const browser = await person("/lost-and-found", "mr");
    const mobile = freshMobile();
    const big = new Uint8Array(MAX_REPORT_PHOTO_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await submitMultipart(browser, "/lost-and-found", lostReport(mobile), [
      { blob: new Blob([big], { type: "image/png" }), name: "मोठा.png" },
    ]);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<a href="#lost_found-photos">${mrCitizen.validation.photo_too_large}</a>`);
    expect(htmlText(html)).toContain("Sample green rucksack left on the rack");
    expect(await draftCount(mobile)).toBe(0);
  });

  test("a file that is not a JPEG, PNG or WebP picture is refused, whatever its name says", async () => {
    const cases: Array<{ blob: Blob; name: string }> = [
      { blob: new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" }), name: "photo.jpg" },
      // A real picture, but not one of the three kinds.
      {
        blob: new Blob([
          new Uint8Array(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
              .gif()
              .toBuffer(),
          ),
        ]),
        name: "photo.png",
      },
      // JPEG's first bytes, then nothing a decoder can read.
      { blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])]), name: "broken.jpg" },
    ];
    for (const file of cases) {
      const browser = await person("/complaint");
      const mobile = freshMobile();
      const response = await submitMultipart(browser, "/complaint", complaint(mobile), [file]);
      expect(response.status, file.name).toBe(422);
      expect(await response.text()).toContain(`<a href="#complaint-photos">${enCitizen.validation.photo_invalid}</a>`);
      expect(await draftCount(mobile)).toBe(0);
    }
  });

  test("more than 3 photos are refused", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const png = await smallPng();
    const response = await submitMultipart(
      browser,
      "/complaint",
      complaint(mobile),
      [1, 2, 3, 4].map((n) => ({ blob: png, name: `${n}.png` })),
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(
      `<a href="#complaint-photos">${enCitizen.validation.photos_over_limit}</a>`,
    );
    expect(await draftCount(mobile)).toBe(0);
  });
});

/** Sends only the head of a POST declaring `declaredBytes`; resolves with the status the server answers at once. */
function postHeadOnly(pathname: string, declaredBytes: number): Promise<number> {
  return postHeadOnlyTo(new URL(pathname, server.url), {
    "content-type": "multipart/form-data; boundary=x",
    "content-length": String(declaredBytes),
  });
}

describe("the body limit", () => {
  test("grows to three photos only for the report forms and their API; the rest keep 6 MB", async () => {
    const MB = 1024 * 1024;
    for (const pathname of ["/complaint", "/lost-and-found", "/api/complaint/new", "/api/lost-found-report/new"]) {
      expect(await postHeadOnly(pathname, 17 * MB), pathname).toBe(413);
    }
    for (const pathname of ["/suggestion", "/api/suggestion/new", "/api/complaint/verify", "/status"]) {
      expect(await postHeadOnly(pathname, 7 * MB), pathname).toBe(413);
    }
  });
});

describe("with JavaScript (the JSON API)", () => {
  test("a complaint sent with a photo keeps it once confirmed; one sent without still works", async () => {
    for (const withPhoto of [true, false]) {
      const browser = await person("/complaint");
      const mobile = freshMobile();
      const fields = { name: SAMPLE.name, mobile_number: mobile, complaint: SAMPLE.complaint };
      const created = await json(
        await apiMultipart(
          browser,
          "/api/complaint/new",
          fields,
          withPhoto ? [{ blob: await phoneJpeg(), name: "IMG_0002.jpg" }] : [],
        ),
      );
      const id = (created.complaint as { id: number }).id;
      const verified = await json(
        await browser.api("/api/complaint/verify", { complaint_id: String(id), otp: lastCode(server, mobile) }),
      );
      expect(verified.otp_verification).toBe("successful");
      expect(await photosOf(id)).toHaveLength(withPhoto ? 1 : 0);
    }
  });

  test("a lost-and-found report's oversize photo gets 422 with the message for the field", async () => {
    const browser = await person("/lost-and-found", "mr");
    const mobile = freshMobile();
    const { intent: _intent, ...fields } = lostReport(mobile);
    const big = new Uint8Array(MAX_REPORT_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const response = await apiMultipart(browser, "/api/lost-found-report/new", fields, [
      { blob: new Blob([big]), name: "big.jpg" },
    ]);
    expect(response.status).toBe(422);
    expect((await json(response)).errors).toEqual({ photos: [mrCitizen.validation.photo_too_large] });
    expect(await draftCount(mobile)).toBe(0);
  });
});

describe("who sees the photos", () => {
  const photoPath = async () => `/admin/reports/${lostId}/photos/${(await photosOf(lostId))[0]!.id}`;

  test("an administrator sees them on the report's page, served privately as JPEG", async () => {
    const html = await (await admin.get(`/admin/reports/${lostId}`)).text();
    expect(html).toContain(enAdmin.inbox.photos_heading);
    const photos = await photosOf(lostId);
    for (const photo of photos) expect(html).toContain(`src="/admin/reports/${lostId}/photos/${photo.id}"`);
    const response = await admin.get(await photoPath());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(photos[0]!.data))).toBe(true);
  });

  test("the desk officer of the report's station sees them; another station's desk gets 404", async () => {
    expect((await deskCsmt.get(await photoPath())).status).toBe(200);
    expect((await deskDadar.get(await photoPath())).status).toBe(404);
    expect((await deskDadar.get(`/admin/reports/${lostId}`)).status).toBe(404);
  });

  test("every photo a member of staff opens is an audit entry naming the report and the photo; a refused one is not", async () => {
    const before = (await auditRows(server, "report_photo_viewed")).length;
    const photos = await photosOf(lostId);
    for (const photo of photos) {
      expect((await admin.get(`/admin/reports/${lostId}/photos/${photo.id}`)).status).toBe(200);
    }
    expect((await deskDadar.get(await photoPath())).status).toBe(404);
    const rows = (await auditRows(server, "report_photo_viewed")).slice(before);
    expect(rows).toHaveLength(photos.length);
    const { reference } = await server.services.db
      .selectFrom("citizen_reports")
      .select("reference")
      .where("id", "=", lostId)
      .executeTakeFirstOrThrow();
    rows.forEach((row, index) => {
      expect(row).toMatchObject({ target_type: "citizen_report", target_id: String(lostId) });
      expect(details(row)).toEqual({ reference, kind: "lost_found", photo: photos[index]!.id });
    });
  });

  test("an editor gets 403, the public never gets the photo, and a wrong pairing is 404", async () => {
    expect((await editor.get(await photoPath())).status).toBe(403);
    const anonymous = new CitizenBrowser(server.url);
    const response = await anonymous.get(await photoPath());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^image\//);
    const photoId = (await photosOf(lostId))[0]!.id;
    expect((await admin.get(`/admin/reports/${lostId + 1000}/photos/${photoId}`)).status).toBe(404);
    expect((await admin.get(`/admin/reports/${lostId}/photos/abc`)).status).toBe(404);
  });
});

/** Bytes that start as a PNG does but are no picture: decoding them is refused as photo_invalid (422). */
const undecodablePng = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(512).fill(7)])], {
    type: "image/png",
  });

async function photoCount(): Promise<number> {
  const row = await server.services.db
    .selectFrom("citizen_report_photos")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a flood of reports with photos", () => {
  test("a post the code limits refuse decodes no photo and stores nothing", async () => {
    const mobile = freshMobile();
    const first = await submitMultipart(await person("/complaint"), "/complaint", complaint(mobile), [
      { blob: await smallPng(), name: "a.png" },
    ]);
    expect(first.status).toBe(303);
    const photosBefore = await photoCount();
    // More complaints to the same mobile at once, from the same and from other browsers: each is
    // refused by the mobile's one code per 30 seconds. Their photos would be refused as not a
    // picture (422) if anything decoded them.
    for (const browser of [await person("/complaint"), await person("/complaint"), await person("/complaint")]) {
      const refused = await submitMultipart(
        browser,
        "/complaint",
        { ...complaint(mobile), complaint: `${SAMPLE.complaint} (${browser.opened.slice(-6)})` },
        [1, 2, 3].map((n) => ({ blob: undecodablePng(), name: `${n}.png` })),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await draftCount(mobile)).toBe(1);
    expect(await photoCount()).toBe(photosBefore);
  });

  test("beyond the photo decoding queue a report is answered 503 with Retry-After in the visitor's language, and nothing is stored", async () => {
    const queue = server.services.photoDecodes;
    const held = await queue.enter();
    const waiting = Array.from({ length: MAX_WAITING_PHOTO_DECODES }, () => queue.enter());
    try {
      const mobile = freshMobile();
      const browser = await person("/complaint", "mr");
      const refused = await submitMultipart(browser, "/complaint", complaint(mobile), [
        { blob: await smallPng(), name: "a.png" },
      ]);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await refused.text();
      expect(htmlText(page)).toContain(mrCitizen.errors.busy);
      // What was typed is kept.
      expect(page).toContain(SAMPLE.complaint);
      expect(await draftCount(mobile)).toBe(0);
      // A report without photos needs no turn.
      const withoutPhotos = await submitMultipart(
        await person("/complaint"),
        "/complaint",
        complaint(freshMobile()),
        [],
      );
      expect(withoutPhotos.status).toBe(303);
    } finally {
      held();
      for (const turn of waiting) (await turn)();
    }
  });
});

// Last: it moves the clock past the drafts' lifetime (and the staff sessions' idle time).
describe("an unconfirmed report", () => {
  test("the photos of a draft whose code is never confirmed are deleted with it", async () => {
    const browser = await person("/complaint");
    const mobile = freshMobile();
    const sent = await submitMultipart(browser, "/complaint", complaint(mobile), [
      { blob: await smallPng(), name: "a.png" },
    ]);
    expect(sent.status).toBe(303);
    const draftId = Number(/[?&]report=(\d+)/.exec(sent.headers.get("location")!)![1]);
    expect(await photosOf(draftId)).toHaveLength(1);
    clock.advance(DRAFT_LIFETIME_MS + 1000);
    await server.services.reports.purge();
    expect(await photosOf(draftId)).toHaveLength(0);
  });
});
