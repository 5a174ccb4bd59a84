/**
 * Every report reaches the right police station: a complaint says where, when and
 * what; the stop it names (for a train, the stop it was leaving) decides the railway police
 * station with jurisdiction (app/.server/content/stations/railway-stops.ts: Ghatkopar is Kurla's, 12),
 * whose desk alone sees it; the desk transfers a report to another station with a reason; a
 * report with no station waits in the "to be assigned" queue on the dashboards of those who see
 * every station; and the dashboard shows the desk's work. Citizens go through the real form post
 * and the JSON API; staff through HTTP as a browser sends it.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { indiaDay } from "~/lib/india-time";
import enAdmin from "~/locales/en/admin";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import hiCitizen from "~/locales/hi/citizen";
import type { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import {
  auditRows,
  createSignedInStaff,
  createStaff,
  details,
  expectRefused,
  location,
  post,
  signIn,
  textOf,
} from "./admin-support";
import {
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  hasTag,
  htmlText,
  json,
  lastCode,
  messagesTo,
  personAt,
  SAMPLE,
  sendConfirmedComplaint,
  submitComplaint,
} from "./citizen-support";

const KURLA = 12;
const CSMT = 10;
const THANE = 13;

const clock = new TestClock();
let admin: Visitor;
let deskAll: Visitor;
let deskKurla: Visitor;
let deskCsmt: Visitor;
let deskThane: Visitor;
let editor: Visitor;

const server = useTestServer(CITIZEN_ENV, { clock });
beforeAll(async () => {
  ({ admin, deskAll, deskKurla, deskCsmt, deskThane, editor } = await createSignedInStaff(server, {
    admin: { email: "where.admin@example.org", role: "admin" },
    deskAll: { email: "where.desk@example.org", role: "desk" },
    deskKurla: { email: "where.kurla@example.org", role: "desk", stationId: KURLA },
    deskCsmt: { email: "where.csmt@example.org", role: "desk", stationId: CSMT },
    deskThane: { email: "where.thane@example.org", role: "desk", stationId: THANE },
    editor: { email: "where.editor@example.org", role: "editor" },
  }));
});

/** Where and when, as the form and the API take them: a train leaving Ghatkopar this morning. */
const leavingGhatkopar = () => ({
  category: "harassment_women",
  incident_date: indiaDay(clock.now()),
  incident_time: "08:30",
  place_type: "train",
  stop_id: "ghatkopar",
  platform: "3",
  train: "8:14 Kalyan fast",
});

type Sent = { id: number; reference: string; mobile: string };

/** The field each form page's code step names its report by. */
const ID_FIELD = { "/complaint": "complaint_id", "/lost-and-found": "lost_found_report_id" } as const;

/** A report sent as a browser without JavaScript sends it: form, code page, done. */
async function reportByForm(page: keyof typeof ID_FIELD, fields: Record<string, string>): Promise<Sent> {
  const browser = await personAt(server, clock, page);
  const mobile = freshMobile();
  const sent = await browser.submit(page, { intent: "send", name: SAMPLE.name, mobile_number: mobile, ...fields });
  expect(sent.status).toBe(303);
  const id = Number(/[?&]report=(\d+)/.exec(location(sent))![1]);
  const verified = await browser.submit(page, {
    intent: "verify",
    [ID_FIELD[page]]: String(id),
    otp: lastCode(server, mobile),
  });
  expect(verified.status).toBe(303);
  const done = htmlText(await (await browser.get(location(verified))).text());
  const reference = /MRP-[CL]-\d{4}-\d{6}/.exec(done)![0];
  // The next code for this mobile (a status check's) may be sent straight away.
  clock.advance(31_000);
  return { id, reference, mobile };
}

/** A complaint sent through the page's form, with the terms accepted. */
const complaintByForm = (fields: Record<string, string>): Promise<Sent> =>
  reportByForm("/complaint", { complaint: SAMPLE.complaint, terms: "on", ...fields });

/** A complaint sent through the JSON API (SPEC §7: multipart), as the site's own script does. */
const complaintByApi = (fields: Record<string, string>): Promise<Sent> =>
  sendConfirmedComplaint(server, clock, { fields, multipart: true });

async function stationOf(id: number): Promise<number | null> {
  const row = await server.services.db
    .selectFrom("citizen_reports")
    .select("station_id")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.station_id;
}

async function inbox(visitor: Visitor): Promise<string> {
  const response = await visitor.get("/admin/reports");
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

async function dashboard(visitor: Visitor): Promise<string> {
  const response = await visitor.get("/admin");
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

/** What the citizen's status page shows for a reference (reference, mobile, code). */
async function statusPage(sent: Sent, locale?: "en" | "mr"): Promise<string> {
  const browser = new CitizenBrowser(server.url, undefined, locale);
  await browser.open("/status");
  const start = await browser.submit("/status", {
    intent: "start",
    reference: sent.reference,
    mobile_number: sent.mobile,
  });
  const check = /name="check" value="([^"]+)"/.exec(await start.text())![1]!;
  const result = await browser.submit("/status", { intent: "verify", check, otp: lastCode(server, sent.mobile) });
  expect(result.status).toBe(200);
  clock.advance(31_000);
  return htmlText(await result.text());
}

/** Makes a confirmed report straight in the database (for the dashboard's counts). */
async function insertReport(fields: {
  stationId: number | null;
  status: "received" | "under_review" | "closed";
  confirmedAt: string;
}) {
  const reference = `MRP-S-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
  const row = await server.services.db
    .insertInto("citizen_reports")
    .values({
      kind: "suggestion",
      submission_key: randomUUID(),
      owner_key: "test",
      reference,
      status: fields.status,
      locale: "en",
      name: "Sample Citizen",
      mobile_number: freshMobile(),
      message: "Sample suggestion for the dashboard.",
      station_id: fields.stationId,
      confirmed_at: fields.confirmedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}

describe("the complaint form asks where, when and what", () => {
  test("the page has the category, date, time, place, stop, platform and train, and the zero-FIR notice", async () => {
    // Each language names the stops as the railways write them in it: Parel is परळ in Marathi, परेल in Hindi.
    for (const [locale, words, ghatkopar, parel] of [
      ["en", enCitizen, "Ghatkopar", "Parel"],
      ["mr", mrCitizen, "घाटकोपर", "परळ"],
      ["hi", hiCitizen, "घाटकोपर", "परेल"],
    ] as const) {
      const browser = new CitizenBrowser(server.url, undefined, locale);
      const html = await (await browser.get("/complaint")).text();
      expect(hasTag(html, "select", 'id="complaint-category"', 'name="category"')).toBe(true);
      expect(html).toContain('<option value="harassment_women">');
      expect(hasTag(html, "input", 'name="incident_date"', 'type="date"')).toBe(true);
      expect(hasTag(html, "input", 'name="incident_time"', 'type="time"')).toBe(true);
      expect(hasTag(html, "input", 'name="place_type"', 'value="train"', 'type="radio"')).toBe(true);
      expect(hasTag(html, "select", 'id="complaint-stop_id"', 'name="stop_id"')).toBe(true);
      expect(html).toContain(`<option value="ghatkopar">${ghatkopar}</option>`);
      expect(html).toContain(`<option value="parel">${parel}</option>`);
      expect(hasTag(html, "input", 'name="platform"')).toBe(true);
      expect(hasTag(html, "input", 'name="train"')).toBe(true);
      const text = htmlText(html);
      expect(text).toContain(words.complaints.zero_fir);
      expect(text).toContain(words.complaint_categories.harassment_women);
      expect(text).not.toMatch(/citizen\.(complaints|complaint_categories)\./);
    }
  });

  test("a stop that is not on the list is refused with its own message, by the form and by the API", async () => {
    const browser = await personAt(server, clock, "/complaint");
    const mobile = freshMobile();
    const response = await submitComplaint(browser, {
      mobile_number: mobile,
      stop_id: "nowhere",
      incident_date: "2999-01-01",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<a href="#complaint-stop_id">${enCitizen.validation.stop_invalid}</a>`);
    expect(html).toContain(`<a href="#complaint-incident_date">${enCitizen.validation.date_future}</a>`);

    const api = await personAt(server, clock, "/");
    const refused = await api.apiMultipart("/api/complaint/new", {
      name: SAMPLE.name,
      mobile_number: freshMobile(),
      complaint: SAMPLE.complaint,
      stop_id: "nowhere",
    });
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors).toEqual({ stop_id: [enCitizen.validation.stop_invalid] });
  });
});

describe("a complaint reaches the police station with jurisdiction", () => {
  for (const [way, send] of [
    ["the page's form post", complaintByForm],
    ["the JSON API", complaintByApi],
  ] as const) {
    test(`a train leaving Ghatkopar, sent through ${way}, reaches the Kurla desk and nobody else's`, async () => {
      const sent = await send(leavingGhatkopar());
      expect(await stationOf(sent.id)).toBe(KURLA);

      expect(await inbox(deskKurla)).toContain(sent.reference);
      for (const other of [deskCsmt, deskThane]) {
        expect(await inbox(other)).not.toContain(sent.reference);
        expect((await other.get(`/admin/reports/${sent.id}`)).status).toBe(404);
      }
      const detail = textOf(await (await deskKurla.get(`/admin/reports/${sent.id}`)).text());
      expect(detail).toContain(`${enAdmin.inbox.category} ${enCitizen.complaint_categories.harassment_women}`);
      expect(detail).toContain(`${enAdmin.complaint_details.stop_leaving} Ghatkopar`);
      expect(detail).toContain(`${enAdmin.complaint_details.platform} 3`);
      expect(detail).toContain(`${enAdmin.inbox.train} 8:14 Kalyan fast`);
      expect(detail).toContain(`${enAdmin.inbox.incident_time} 08:30`);
      expect(detail).toContain(`${enAdmin.inbox.station} Kurla`);
    });
  }

  test("a client of SPEC §7 that sends only name, mobile and complaint still works; the complaint has no station", async () => {
    const sent = await complaintByApi({});
    expect(sent.reference).toMatch(/^MRP-C-/);
    expect(await stationOf(sent.id)).toBeNull();
  });
});

describe("a lost report reaches a desk", () => {
  test("a phone lost on a train leaving Ghatkopar, sent through the form, reaches the Kurla desk, which sees where", async () => {
    const page = await (await new CitizenBrowser(server.url).get("/lost-and-found")).text();
    // The form asks where as a complaint does: at a station or on a train, and the railway station.
    expect(hasTag(page, "input", 'name="place_type"', 'value="train"')).toBe(true);
    expect(page).toMatch(/<select[^>]*name="stop_id"/);
    expect(page).not.toMatch(/<select[^>]*name="station_id"/);
    const { id, reference } = await reportByForm("/lost-and-found", {
      type: "lost",
      category: "mobile_phone",
      description: "Sample black phone with a red cover",
      incident_date: indiaDay(clock.now()),
      place_type: "train",
      stop_id: "ghatkopar",
    });
    expect(await stationOf(id)).toBe(KURLA);
    expect(await inbox(deskKurla)).toContain(reference);
    expect(await inbox(deskThane)).not.toContain(reference);
    const detail = textOf(await (await deskKurla.get(`/admin/reports/${id}`)).text());
    expect(detail).toContain(`${enAdmin.complaint_details.place} ${enCitizen.complaints.place_types.train}`);
    expect(detail).toContain(`${enAdmin.complaint_details.stop_leaving} Ghatkopar`);
    expect(detail).toContain(`${enAdmin.inbox.station} Kurla`);
  });

  test("a stop that is not on the list is refused; a client of the API may still name the police station", async () => {
    const browser = await personAt(server, clock, "/lost-and-found");
    const base = {
      type: "lost",
      category: "bag",
      description: "Sample blue bag",
      incident_date: indiaDay(clock.now()),
      name: SAMPLE.name,
      mobile_number: freshMobile(),
    };
    const refused = await browser.api("/api/lost-found-report/new", { ...base, stop_id: "atlantis" });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ errors: { stop_id: [enCitizen.validation.stop_invalid] } });
    const named = await browser.api("/api/lost-found-report/new", { ...base, station_id: String(THANE) });
    expect(named.status).toBe(200);
    const created = (await json(named)) as { lost_found_report: { id: number } };
    expect(await stationOf(created.lost_found_report.id)).toBe(THANE);
  });
});

describe("the 'to be assigned' queue", () => {
  test("a report with no station is on the dashboard of admins and all-station desks, not of a station's desk", async () => {
    const sent = await complaintByForm({});
    expect(await stationOf(sent.id)).toBeNull();
    for (const visitor of [admin, deskAll]) {
      const text = await dashboard(visitor);
      expect(text).toContain(enAdmin.dashboard.work.queue_heading);
      expect(text).toContain(sent.reference);
    }
    const kurla = await dashboard(deskKurla);
    expect(kurla).not.toContain(enAdmin.dashboard.work.queue_heading);
    expect(kurla).not.toContain(sent.reference);
  });

  test("assigning it to a station takes it off the queue and gives it to that station's desk", async () => {
    const sent = await complaintByApi({});
    expect(await dashboard(admin)).toContain(sent.reference);
    const assigned = await post(admin, `/admin/reports/${sent.id}`, {
      intent: "transfer",
      to_station_id: String(KURLA),
      reason: "The citizen said on the phone it happened at Kurla.",
    });
    expect(assigned.status).toBe(302);
    expect(location(assigned)).toBe(`/admin/reports/${sent.id}?done=transferred`);
    expect(await stationOf(sent.id)).toBe(KURLA);
    expect(await dashboard(admin)).not.toContain(sent.reference);
    expect(await inbox(deskKurla)).toContain(sent.reference);
    const [entry] = (await auditRows(server, "report_transferred")).filter((row) => row.target_id === String(sent.id));
    expect(details(entry!)).toEqual({ reference: sent.reference, station_id: { from: null, to: KURLA } });
  });
});

describe("transfer to another police station", () => {
  test("the report moves desks at once, with an audit entry, and the citizen's status page says it was transferred", async () => {
    const sent = await complaintByForm(leavingGhatkopar());
    expect(await stationOf(sent.id)).toBe(KURLA);

    const transferred = await post(deskKurla, `/admin/reports/${sent.id}`, {
      intent: "transfer",
      to_station_id: String(CSMT),
      reason: "The train was boarded at CSMT; the harassment began there.",
    });
    expect(transferred.status).toBe(302);
    // The Kurla desk no longer sees it: it goes back to its dashboard, which says so.
    expect(location(transferred)).toBe("/admin?done=transferred");
    expect(textOf(await (await deskKurla.get(location(transferred))).text())).toContain(enAdmin.transfer.done);
    expect(await inbox(deskKurla)).not.toContain(sent.reference);
    expect((await deskKurla.get(`/admin/reports/${sent.id}`)).status).toBe(404);

    expect(await inbox(deskCsmt)).toContain(sent.reference);
    const detail = textOf(await (await deskCsmt.get(`/admin/reports/${sent.id}`)).text());
    expect(detail).toContain(
      "Kurla Railway Police Station CSMT Railway Police Station The train was boarded at CSMT; the harassment began there.",
    );

    const [entry] = (await auditRows(server, "report_transferred")).filter((row) => row.target_id === String(sent.id));
    expect(entry?.actor_id).not.toBeNull();
    expect(details(entry!)).toEqual({ reference: sent.reference, station_id: { from: KURLA, to: CSMT } });
    // The audit log names the stations, in the reader's language.
    const log = textOf(await (await admin.get("/admin/audit?action=report_transferred")).text());
    expect(log).toContain(
      `${enAdmin.audit.detail_keys.station_id} Kurla Railway Police Station → CSMT Railway Police Station`,
    );
    const logMr = textOf(await (await admin.get("/admin/audit?action=report_transferred&lang=mr")).text());
    expect(logMr).toMatch(/पोलीस ठाणे कुर्ला[^→]* → सीएसएमटी/);
    const logHi = textOf(await (await admin.get("/admin/audit?action=report_transferred&lang=hi")).text());
    expect(logHi).toContain("कुर्ला रेलवे पुलिस थाना → सीएसएमटी रेलवे पुलिस थाना");

    const status = await statusPage(sent);
    expect(status).toContain(`${enCitizen.status.station} CSMT`);
    expect(status).toContain(enCitizen.status.transferred.replace(" on {{date}}.", ""));
    // The reason is for staff only.
    expect(status).not.toContain("harassment began there");
    const marathi = await statusPage(sent, "mr");
    expect(marathi).toContain("सीएसएमटी");
    expect(marathi).toContain("वर्ग करण्यात आले");
  });

  test("the citizen is texted which police station now has the report, and the status link; not the reason", async () => {
    const sent = await complaintByForm(leavingGhatkopar());
    const moved = await post(deskKurla, `/admin/reports/${sent.id}`, {
      intent: "transfer",
      to_station_id: String(CSMT),
      reason: "The train was boarded at CSMT.",
    });
    expect(moved.status).toBe(302);
    const texts = messagesTo(server, sent.mobile).filter((line) => line.template === "transfer");
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(sent.reference);
    expect(texts[0]!.text).toContain("CSMT Railway Police Station");
    expect(texts[0]!.text).toMatch(/\/status\/\S+$/);
    expect(texts[0]!.text).not.toContain("boarded");
    // Assigning a report from the "to be assigned" queue texts the citizen too: it reaches a desk.
    const queued = await complaintByApi({});
    await post(admin, `/admin/reports/${queued.id}`, {
      intent: "transfer",
      to_station_id: String(KURLA),
      reason: "The citizen said on the phone it happened at Kurla.",
    });
    const assigned = messagesTo(server, queued.mobile).filter((line) => line.template === "transfer");
    expect(assigned.map((line) => line.text)).toEqual([expect.stringContaining("Kurla Railway Police Station")]);
  });

  test("a transfer needs a station and a reason; nothing changes without them", async () => {
    const sent = await complaintByApi(leavingGhatkopar());
    const response = await post(deskKurla, `/admin/reports/${sent.id}`, {
      intent: "transfer",
      to_station_id: "",
      reason: " ",
    });
    await expectRefused(response, [enAdmin.transfer.errors.station_missing, enAdmin.transfer.errors.reason_missing]);
    const same = await post(deskKurla, `/admin/reports/${sent.id}`, {
      intent: "transfer",
      to_station_id: String(KURLA),
      reason: "Sample reason.",
    });
    await expectRefused(same, [enAdmin.transfer.errors.same_station]);
    expect(await stationOf(sent.id)).toBe(KURLA);
  });

  test("only the desk that has the report, or one that sees every station, may transfer it; editors never", async () => {
    const sent = await complaintByApi(leavingGhatkopar());
    const fields = { intent: "transfer", to_station_id: String(THANE), reason: "Sample reason." };
    expect((await post(deskCsmt, `/admin/reports/${sent.id}`, fields)).status).toBe(404);
    expect((await post(editor, `/admin/reports/${sent.id}`, fields)).status).toBe(403);
    expect(await stationOf(sent.id)).toBe(KURLA);
    const byDesk = await post(deskAll, `/admin/reports/${sent.id}`, fields);
    expect(location(byDesk)).toBe(`/admin/reports/${sent.id}?done=transferred`);
    expect(await stationOf(sent.id)).toBe(THANE);
  });
});

describe("the desk dashboard", () => {
  test("shows a station desk its new and in-progress reports and the oldest one waiting", async () => {
    // Dombivli (14): only the reports made here are in its scope.
    await createStaff(server, { email: "where.dombivali@example.org", role: "desk", stationId: 14 });
    const desk = await signIn(server, "where.dombivali@example.org");
    expect(await dashboard(desk)).toContain(`${enAdmin.dashboard.work.new} 0`);

    const oldest = await insertReport({ stationId: 14, status: "received", confirmedAt: "2026-11-01T04:00:00.000Z" });
    await insertReport({ stationId: 14, status: "received", confirmedAt: "2026-11-20T04:00:00.000Z" });
    await insertReport({ stationId: 14, status: "under_review", confirmedAt: "2026-10-01T04:00:00.000Z" });
    await insertReport({ stationId: 14, status: "closed", confirmedAt: "2026-09-01T04:00:00.000Z" });
    await insertReport({ stationId: 15, status: "received", confirmedAt: "2026-08-01T04:00:00.000Z" });

    const text = await dashboard(desk);
    expect(text).toContain(`${enAdmin.dashboard.work.heading} ${enAdmin.dashboard.work.new} 2`);
    expect(text).toContain(`${enAdmin.dashboard.work.in_progress} 1`);
    expect(text).toContain(`${enAdmin.dashboard.work.oldest_waiting} ${oldest.reference} waiting since`);
    expect(text).not.toContain(enAdmin.dashboard.work.queue_heading);
    expect(text).not.toContain(enAdmin.dashboard.more_soon);
    expect(await (await desk.get("/admin")).text()).toContain(`href="/admin/reports/${oldest.id}"`);

    desk.cookies.set("lang", "mr");
    const marathi = await dashboard(desk);
    expect(marathi).toContain("आपल्या डेस्कवरील काम");
    expect(marathi).not.toMatch(/admin\.(dashboard|transfer)\./);
  });

  test("editors have no desk work on their dashboard", async () => {
    const text = await dashboard(editor);
    expect(text).not.toContain(enAdmin.dashboard.work.heading);
  });
});
