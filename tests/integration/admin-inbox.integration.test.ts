/**
 * The citizen-report inbox and the found-property register: who sees which reports,
 * status changes that reach the public status page and the citizen's phone, the CSV export, and
 * found property that staff add and return. Reports are written straight into the database (the
 * citizen side has tests of its own); everything staff do goes over HTTP as a browser sends it.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import type { ReportKind } from "~/.server/db/tables/citizen";
import { Visitor } from "../support/http-client";
import { startTestServer, useTestServer } from "../support/test-server";
import { auditRows, createStaff, details, location, post, signIn, textOf } from "./admin-support";
import { CITIZEN_ENV, CitizenBrowser, htmlText, lastCode, messagesTo } from "./citizen-support";
import { postMultipart } from "./content-uploads";

let admin: Visitor;
let desk: Visitor;
let deskCsmt: Visitor;
let editor: Visitor;
let anonymous: Visitor;

/** Opens the status link at the end of an SMS text, as the citizen's phone would: no cookies, no code. */
async function openStatusLinkIn(text: string): Promise<string> {
  const link = new RegExp(`${server.services.config.publicUrl}(/status/\\S+)$`).exec(text)?.[1];
  expect(link).toBeDefined();
  const response = await new Visitor(server.url).get(link!);
  expect(response.status).toBe(200);
  return htmlText(await response.text());
}

type Sample = { id: number; reference: string; mobile: string };
const reports: Record<"complaint" | "lostBag" | "suggestion", Sample> = {} as never;
let counter = 0;

async function insertReport(fields: {
  kind: Exclude<ReportKind, "fir">;
  status: "draft" | "received" | "under_review";
  name: string;
  message: string;
  stationId?: number | null;
  confirmedAt?: string;
}): Promise<Sample> {
  counter += 1;
  const prefix = { suggestion: "S", complaint: "C", lost_found: "L" }[fields.kind];
  const reference = fields.status === "draft" ? null : `MRP-${prefix}-2026-${String(900000 + counter)}`;
  const mobile = `98765${String(10000 + counter)}`;
  const row = await server.services.db
    .insertInto("citizen_reports")
    .values({
      kind: fields.kind,
      submission_key: randomUUID(),
      owner_key: "test",
      reference,
      status: fields.status,
      locale: "en",
      name: fields.name,
      mobile_number: mobile,
      message: fields.message,
      lf_type: fields.kind === "lost_found" ? "lost" : null,
      category: fields.kind === "lost_found" ? "bag" : null,
      complaint_category: fields.kind === "complaint" ? "harassment_women" : null,
      incident_date: fields.kind === "lost_found" ? "2026-11-01" : null,
      station_id: fields.stationId ?? null,
      confirmed_at: fields.status === "draft" ? null : (fields.confirmedAt ?? new Date().toISOString()),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, reference: reference ?? "", mobile };
}

const server = useTestServer(CITIZEN_ENV);
beforeAll(async () => {
  await createStaff(server, { email: "inbox.admin@example.org", role: "admin" });
  await createStaff(server, { email: "inbox.desk@example.org", role: "desk" });
  await createStaff(server, { email: "inbox.csmt@example.org", role: "desk", stationId: 10 });
  await createStaff(server, { email: "inbox.editor@example.org", role: "editor" });
  admin = await signIn(server, "inbox.admin@example.org");
  desk = await signIn(server, "inbox.desk@example.org");
  deskCsmt = await signIn(server, "inbox.csmt@example.org");
  editor = await signIn(server, "inbox.editor@example.org");
  anonymous = new Visitor(server.url);

  reports.complaint = await insertReport({
    kind: "complaint",
    status: "received",
    name: "Asha Patil",
    message: "=cmd|' /C calc'!A0 A man was harassing passengers.",
    confirmedAt: "2026-11-10T06:00:00.000Z",
  });
  reports.lostBag = await insertReport({
    kind: "lost_found",
    status: "received",
    name: "Ravi Kumar",
    message: "Black bag, 100% leather, with a shoulder_strap",
    stationId: 10,
    confirmedAt: "2026-11-12T06:00:00.000Z",
  });
  reports.suggestion = await insertReport({
    kind: "suggestion",
    status: "under_review",
    name: "Meera Joshi",
    message: "More lights on the foot overbridge, please.",
    stationId: 11,
    confirmedAt: "2026-11-14T06:00:00.000Z",
  });
  await insertReport({ kind: "complaint", status: "draft", name: "Unconfirmed Person", message: "Not confirmed yet." });
});

async function listText(visitor: Visitor, query = ""): Promise<{ status: number; text: string }> {
  const response = await visitor.get(`/admin/reports${query}`);
  return { status: response.status, text: textOf(await response.text()) };
}

describe("who sees which reports", () => {
  test("a desk officer sees every confirmed report, newest first, and never a draft", async () => {
    const { status, text } = await listText(desk);
    expect(status).toBe(200);
    const positions = [reports.suggestion, reports.lostBag, reports.complaint].map((r) => text.indexOf(r.reference));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).not.toContain("Unconfirmed Person");
    // The list shows mobile numbers masked; the detail page shows them in full.
    expect(text).not.toContain(reports.complaint.mobile);
    const detail = textOf(await (await desk.get(`/admin/reports/${reports.complaint.id}`)).text());
    expect(detail).toContain(reports.complaint.mobile);
    expect(detail).toContain("A man was harassing passengers.");
  });

  test("a desk officer limited to a station sees only that station's reports", async () => {
    const { text } = await listText(deskCsmt);
    expect(text).toContain(reports.lostBag.reference);
    expect(text).not.toContain(reports.complaint.reference);
    expect(text).not.toContain(reports.suggestion.reference);
    expect((await deskCsmt.get(`/admin/reports/${reports.lostBag.id}`)).status).toBe(200);
    expect((await deskCsmt.get(`/admin/reports/${reports.suggestion.id}`)).status).toBe(404);
    const change = await post(deskCsmt, `/admin/reports/${reports.suggestion.id}`, { status: "closed" });
    expect(change.status).toBe(404);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", reports.suggestion.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("under_review");
  });

  test("a draft is not found even by its id", async () => {
    const draft = await server.services.db
      .selectFrom("citizen_reports")
      .select("id")
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    expect((await admin.get(`/admin/reports/${draft.id}`)).status).toBe(404);
  });

  test("editors are refused and anonymous visitors are sent to sign in", async () => {
    for (const path of ["/admin/reports", `/admin/reports/${reports.complaint.id}`, "/admin/found-property"]) {
      expect((await editor.get(path)).status, path).toBe(403);
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(302);
      expect(location(response)).toMatch(/^\/admin\/sign-in/);
    }
    expect((await post(editor, `/admin/reports/${reports.complaint.id}`, { status: "closed" })).status).toBe(403);
  });

  test("the navigation offers the inbox to desk officers and administrators only", async () => {
    for (const [visitor, shown] of [
      [desk, true],
      [admin, true],
      [editor, false],
    ] as const) {
      const html = await (await visitor.get("/admin/account")).text();
      expect(html.includes('href="/admin/reports"'), String(shown)).toBe(shown);
      expect(html.includes('href="/admin/found-property"')).toBe(shown);
      const dashboard = textOf(await (await visitor.get("/admin")).text());
      expect(dashboard.includes("Read and answer citizens' suggestions"), String(shown)).toBe(shown);
    }
  });
});

test("every inbox page is worded in English and in Marathi, with no key left untranslated", async () => {
  const marathi = await signIn(server, "inbox.desk@example.org");
  marathi.cookies.set("lang", "mr");
  for (const [path, english, devanagari] of [
    ["/admin/reports", "Citizen reports", "नागरिकांच्या नोंदी"],
    [`/admin/reports/${reports.lostBag.id}`, "Status history", "स्थितीचा इतिहास"],
    ["/admin/found-property", "Found property register", "सापडलेल्या मालमत्तेची नोंदवही"],
  ] as const) {
    const en = textOf(await (await desk.get(path)).text());
    const mr = textOf(await (await marathi.get(path)).text());
    expect(en, path).toContain(english);
    expect(mr, path).toContain(devanagari);
    for (const text of [en, mr]) expect(text, path).not.toMatch(/admin\.(inbox|found_property_admin|nav)\./);
  }
});

describe("filters", () => {
  test("by type, status, station and date", async () => {
    let { text } = await listText(admin, "?kind=lost_found");
    expect(text).toContain(reports.lostBag.reference);
    expect(text).not.toContain(reports.complaint.reference);
    ({ text } = await listText(admin, "?status=under_review"));
    expect(text).toContain(reports.suggestion.reference);
    expect(text).not.toContain(reports.lostBag.reference);
    ({ text } = await listText(admin, "?station=11"));
    expect(text).toContain(reports.suggestion.reference);
    expect(text).not.toContain(reports.complaint.reference);
    ({ text } = await listText(admin, "?from=2026-11-11&to=2026-11-12"));
    expect(text).toContain(reports.lostBag.reference);
    expect(text).not.toContain(reports.complaint.reference);
    expect(text).not.toContain(reports.suggestion.reference);
  });

  test("the search finds names, words and references, and takes % and _ literally", async () => {
    let { text } = await listText(admin, "?q=asha");
    expect(text).toContain(reports.complaint.reference);
    expect(text).not.toContain(reports.lostBag.reference);
    ({ text } = await listText(admin, `?q=${encodeURIComponent(reports.suggestion.reference)}`));
    expect(text).toContain(reports.suggestion.reference);
    expect(text).not.toContain(reports.complaint.reference);
    for (const literal of ["%", "_"]) {
      ({ text } = await listText(admin, `?q=${encodeURIComponent(literal)}`));
      expect(text, literal).toContain(reports.lostBag.reference);
      expect(text, literal).not.toContain(reports.complaint.reference);
      expect(text, literal).not.toContain(reports.suggestion.reference);
    }
  });

  test("the type filter offers FIR requests, and the list says whether a thing was lost or found", async () => {
    const html = await (await admin.get("/admin/reports")).text();
    expect(html).toMatch(/<option value="fir"[^>]*>FIR request<\/option>/);
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*?<\/tr>/g;
    const lostRow = html.match(row)!.find((tr) => tr.includes(reports.lostBag.reference))!;
    expect(textOf(lostRow)).toContain("Lost and found Lost");
  });

  test("the list shows each report's category and filters by it", async () => {
    const html = await (await admin.get("/admin/reports")).text();
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*?<\/tr>/g;
    const rowOf = (reference: string) => textOf(html.match(row)!.find((tr) => tr.includes(reference))!);
    expect(rowOf(reports.complaint.reference)).toContain("Complaint Harassment of women");
    expect(rowOf(reports.lostBag.reference)).toContain("Lost and found Lost · Bag");
    expect(html).toMatch(/<option value="theft"[^>]*>Theft<\/option>/);
    expect(html).toMatch(/<option value="mobile_phone"[^>]*>Mobile phone<\/option>/);

    const harassment = await listText(admin, "?category=harassment_women");
    expect(harassment.status).toBe(200);
    expect(harassment.text).toContain(reports.complaint.reference);
    expect(harassment.text).not.toContain(reports.lostBag.reference);
    const bags = await listText(admin, "?category=bag");
    expect(bags.text).toContain(reports.lostBag.reference);
    expect(bags.text).not.toContain(reports.complaint.reference);
    expect(bags.text).not.toContain(reports.suggestion.reference);
  });

  test("the search finds a mobile number however it is typed", async () => {
    const { mobile } = reports.complaint;
    const devanagari = mobile.replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)]!);
    for (const typed of [
      mobile,
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
      devanagari,
    ]) {
      const { status, text } = await listText(admin, `?q=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      expect(text, typed).toContain(reports.complaint.reference);
      expect(text, typed).not.toContain(reports.lostBag.reference);
      expect(text, typed).not.toContain(reports.suggestion.reference);
    }
  });

  test("bad filters get 400 with a message, never a 500", async () => {
    for (const query of [
      "?kind=nonsense",
      "?status=draft",
      "?from=2026-13-01",
      "?from=2026-11-20&to=2026-11-01",
      "?station=abc",
      "?category=nonsense",
      `?q=${"x".repeat(200)}`,
    ]) {
      const response = await admin.get(`/admin/reports${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain("admin-error-summary");
    }
    expect((await admin.get("/admin/reports?page=abc")).status).toBe(400);
    expect((await admin.get("/admin/reports/abc")).status).toBe(404);
  });
});

describe("changing the status", () => {
  test("the status and the public remark reach the public status page; the note stays internal", async () => {
    const { complaint } = reports;
    const response = await post(admin, `/admin/reports/${complaint.id}`, {
      status: "action_taken",
      internal_note: "Called the complainant; RPF informed.",
      public_remark: "An officer has been assigned to your complaint.",
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/admin/reports/${complaint.id}?done=saved`);

    const page = textOf(await (await admin.get(location(response))).text());
    expect(page).toContain("The status has been saved.");
    expect(page).toContain("Called the complainant; RPF informed.");
    expect(page).toContain("Received → Action taken");

    const [entry] = await auditRows(server, "report_status_changed");
    expect(entry?.target_type).toBe("citizen_report");
    expect(entry?.target_id).toBe(String(complaint.id));
    expect(details(entry!)).toMatchObject({ status: { from: "received", to: "action_taken" }, remark_changed: true });

    // The citizen checks the status on /status: reference, mobile, code.
    const browser = new CitizenBrowser(server.url);
    await browser.open("/status");
    const codePage = await (
      await browser.submit("/status", {
        intent: "start",
        reference: complaint.reference,
        mobile_number: complaint.mobile,
      })
    ).text();
    const check = /name="check" value="([^"]+)"/.exec(codePage)![1]!;
    const result = htmlText(
      await (
        await browser.submit("/status", { intent: "verify", check, otp: lastCode(server, complaint.mobile) })
      ).text(),
    );
    expect(result).toContain("Action taken");
    expect(result).toContain("An officer has been assigned to your complaint.");
    expect(result).not.toContain("RPF informed");
  });

  test("ticking 'send an SMS' texts the citizen the new status and the public remark", async () => {
    const { lostBag } = reports;
    const response = await post(deskCsmt, `/admin/reports/${lostBag.id}`, {
      status: "closed",
      public_remark: "Your bag is at CSMT railway police station.",
      send_sms: "on",
    });
    expect(location(response)).toBe(`/admin/reports/${lostBag.id}?done=saved_sms`);
    const sms = messagesTo(server, lostBag.mobile).filter((line) => line.template === "status_remark");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(lostBag.reference);
    expect(sms[0]!.text).toContain('"Closed"');
    expect(sms[0]!.text).toContain('Remark: "Your bag is at CSMT railway police station."');
    // The text's link opens this report's status without a one-time code.
    const statusPage = await openStatusLinkIn(sms[0]!.text);
    expect(statusPage).toContain(lostBag.reference);
    expect(statusPage).toContain("Your bag is at CSMT railway police station.");
    const report = await server.services.db
      .selectFrom("citizen_reports")
      .select(["status", "closed_at"])
      .where("id", "=", lostBag.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("closed");
    expect(report.closed_at).not.toBeNull();
    const event = await server.services.db
      .selectFrom("citizen_report_events")
      .selectAll()
      .where("report_id", "=", lostBag.id)
      .executeTakeFirstOrThrow();
    expect(event.sms_sent).toBe(1);
  });

  test("a status SMS without a remark uses the STATUS template; a long remark is cut to fit DLT's limits", async () => {
    const sample = await insertReport({
      kind: "suggestion",
      status: "received",
      name: "Sample Citizen",
      message: "Sample suggestion for the SMS texts.",
    });
    await post(admin, `/admin/reports/${sample.id}`, { status: "under_review", send_sms: "on" });
    const plain = messagesTo(server, sample.mobile);
    expect(plain.map((line) => line.template)).toEqual(["status"]);
    expect(plain[0]!.text).toContain('"Under review"');

    const remark = `We have found CCTV footage of the platform and the train. ${"An officer will call you. ".repeat(10)}`;
    await post(admin, `/admin/reports/${sample.id}`, { status: "action_taken", public_remark: remark, send_sms: "on" });
    const [withRemark] = messagesTo(server, sample.mobile).filter((line) => line.template === "status_remark");
    expect(withRemark!.text).toContain('Remark: "We have found CCTV footage of the platform and the train. An officer');
    // Cut with three full stops: an ellipsis would send the whole text as UCS-2.
    expect(withRemark!.text).toContain('...". Details:');
    expect(withRemark!.text).not.toContain(remark.trim());
  });

  test("without the tick no SMS is sent", async () => {
    const { suggestion } = reports;
    await post(admin, `/admin/reports/${suggestion.id}`, { status: "action_taken" });
    expect(messagesTo(server, suggestion.mobile)).toHaveLength(0);
  });

  test("bad input gets 422 with the problem shown, and changes nothing", async () => {
    const { suggestion } = reports;
    const before = await server.services.db
      .selectFrom("citizen_report_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const cases: Array<Record<string, string>> = [
      {},
      { status: "draft" },
      { status: "nonsense" },
      { status: "closed", public_remark: "x".repeat(501) },
      { status: "closed", internal_note: "x".repeat(2001) },
      // Same status, same (empty) remark, no note: nothing to save.
      { status: "action_taken" },
    ];
    for (const fields of cases) {
      const response = await post(admin, `/admin/reports/${suggestion.id}`, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(422);
      expect(await response.text()).toContain("admin-error-summary");
    }
    const after = await server.services.db
      .selectFrom("citizen_report_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await post(admin, "/admin/reports/999999", { status: "closed" })).status).toBe(404);
  });
});

describe("FIR requests", () => {
  /** An FIR request addressed to `stationId`, as the citizen's dashboard files it. */
  async function insertFirRequest(
    stationId: number,
    incident: { date: string; time: string; train: string | null } | null = null,
  ): Promise<Sample> {
    const sample = await insertReport({
      kind: "complaint",
      status: "received",
      name: "Sunita Pawar",
      message: "My phone was taken from my bag in the crowd.",
      stationId,
    });
    const reference = sample.reference.replace("MRP-C-", "MRP-F-");
    await server.services.db
      .updateTable("citizen_reports")
      .set({
        kind: "fir",
        reference,
        ...(incident ? { incident_date: incident.date, incident_time: incident.time, train: incident.train } : {}),
      })
      .where("id", "=", sample.id)
      .execute();
    await server.services.db
      .insertInto("fir_requests")
      .values({
        report_id: sample.id,
        parentage_name: "Vijay Pawar",
        date_of_birth: "1988-02-03",
        gender: "female",
        country: "India",
        alternate_mobile: null,
        address: "Sample address, Sample Nagar, Mumbai 400000",
        place_type: "train",
        stop_id: null,
        platform: null,
        train_class: "ladies_second",
        coach: "4",
        from_stop_id: "csmt",
        to_stop_id: "byculla",
        offence: "snatching",
        property: JSON.stringify([{ item: "Gold chain (sample)", value: 45000 }]),
        suspects: "Two young men in blue shirts",
        witnesses: null,
      })
      .execute();
    return { ...sample, reference };
  }

  test("staff see what only an FIR request has, and can record its FIR number", async () => {
    const request = await insertFirRequest(10);
    const detail = textOf(await (await desk.get(`/admin/reports/${request.id}`)).text());
    for (const text of [
      "FIR request",
      "Vijay Pawar",
      "On a train, Between CSMT (Chhatrapati Shivaji Maharaj Terminus) and Byculla, Ladies, second class, Coach 4",
      "Snatching (chain, phone or bag)",
      "Gold chain (sample): ₹45,000",
      "Two young men in blue shirts",
      "Not registered yet",
    ]) {
      expect(detail).toContain(text);
    }
    const marathi = textOf(await (await desk.get(`/admin/reports/${request.id}?lang=mr`)).text());
    expect(marathi).toContain("भायखळा");
    // ?lang= is remembered: back to English for the rest.
    await desk.get(`/admin/reports/${request.id}?lang=en`);

    const saved = await post(desk, `/admin/reports/${request.id}`, {
      intent: "fir_number",
      fir_number: " CSMT/0123/2026 ",
    });
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(`/admin/reports/${request.id}?done=fir_number`);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["fir_number", "fir_recorded_at"])
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(row.fir_number).toBe("CSMT/0123/2026");
    expect(row.fir_recorded_at).not.toBeNull();
    const audit = (await auditRows(server, "fir_number_recorded")).at(-1)!;
    expect(details(audit)).toMatchObject({
      reference: request.reference,
      fir_number: { from: null, to: "CSMT/0123/2026" },
    });
    const after = textOf(await (await desk.get(`/admin/reports/${request.id}?done=fir_number`)).text());
    expect(after).toContain("The FIR number has been saved and the citizen has been sent an SMS.");
    expect(after).toContain("CSMT/0123/2026");
  });

  test("the request shows when it happened and the train, as the citizen's acknowledgement does", async () => {
    const request = await insertFirRequest(10, { date: "2026-11-05", time: "18:30", train: "8:14 Kalyan fast" });
    const detail = textOf(await (await desk.get(`/admin/reports/${request.id}`)).text());
    expect(detail).toContain("Date of the incident 05 Nov 2026, 06:30 PM");
    expect(detail).toContain(
      "On a train, Between CSMT (Chhatrapati Shivaji Maharaj Terminus) and Byculla, 8:14 Kalyan fast, Ladies, second class, Coach 4",
    );
  });

  test("recording the FIR number moves the request to Action taken and texts the citizen the number", async () => {
    const request = await insertFirRequest(10);
    const saved = await post(desk, `/admin/reports/${request.id}`, {
      intent: "fir_number",
      fir_number: "CSMT/0321/2026",
    });
    expect(location(saved)).toBe(`/admin/reports/${request.id}?done=fir_number`);
    const report = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("action_taken");
    const sms = messagesTo(server, request.mobile).filter((line) => line.template === "fir_number");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(request.reference);
    expect(sms[0]!.text).toContain("FIR number: CSMT/0321/2026");
    expect(await openStatusLinkIn(sms[0]!.text)).toContain("CSMT/0321/2026");
    const page = textOf(await (await desk.get(`/admin/reports/${request.id}`)).text());
    expect(page).toContain("Received → Action taken");
    const event = await server.services.db
      .selectFrom("citizen_report_events")
      .selectAll()
      .where("report_id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ from_status: "received", to_status: "action_taken", sms_sent: 1 });

    // A closed request stays closed; the citizen is still told the number.
    await post(desk, `/admin/reports/${request.id}`, { status: "closed" });
    await post(desk, `/admin/reports/${request.id}`, { intent: "fir_number", fir_number: "CSMT/0322/2026" });
    const closed = await server.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe("closed");
    expect(messagesTo(server, request.mobile).at(-1)!.text).toContain("FIR number: CSMT/0322/2026");
  });

  test("the CSV export carries the FIR number", async () => {
    const request = await insertFirRequest(10);
    await post(admin, `/admin/reports/${request.id}`, { intent: "fir_number", fir_number: "CSMT/0456/2026" });
    const csv = await (await admin.get("/admin/reports/export.csv?kind=fir")).text();
    const [header, ...lines] = csv.split("\r\n").filter(Boolean);
    expect(header!.endsWith(`,"FIR number"`)).toBe(true);
    const line = lines.find((l) => l.includes(request.reference));
    expect(line?.endsWith(`,"CSMT/0456/2026"`)).toBe(true);
  });

  test("opening a report is audited, and the log names its fields in words, in English and Marathi", async () => {
    const request = await insertFirRequest(10);
    await post(desk, `/admin/reports/${request.id}`, { intent: "fir_number", fir_number: "CSMT/0789/2026" });
    expect((await desk.get(`/admin/reports/${request.id}`)).status).toBe(200);
    const viewed = (await auditRows(server, "report_viewed")).filter((row) => row.target_id === String(request.id));
    expect(viewed.length).toBeGreaterThan(0);
    expect(viewed.at(-1)!.target_type).toBe("citizen_report");
    expect(details(viewed.at(-1)!)).toEqual({ reference: request.reference, kind: "fir" });
    // Another station's report is not shown, and so not logged as seen.
    const before = (await auditRows(server, "report_viewed")).length;
    expect((await deskCsmt.get(`/admin/reports/${reports.suggestion.id}`)).status).toBe(404);
    expect(await auditRows(server, "report_viewed")).toHaveLength(before);

    const english = textOf(await (await admin.get("/admin/audit?action=fir_number_recorded")).text());
    expect(english).toContain("FIR number — → CSMT/0789/2026");
    expect(english).not.toContain("fir_number");
    const opened = textOf(await (await admin.get("/admin/audit?action=report_viewed")).text());
    expect(opened).toContain("Report opened");
    expect(opened).toContain("Type FIR request");
    const marathi = await signIn(server, "inbox.admin@example.org");
    marathi.cookies.set("lang", "mr");
    const mr = textOf(await (await marathi.get("/admin/audit?action=fir_number_recorded")).text());
    expect(mr).toContain("एफआयआर क्रमांक — → CSMT/0789/2026");
    expect(mr).not.toContain("fir_number");
  });

  test("a bad FIR number gets 422 and saves nothing; another station's desk cannot reach it", async () => {
    const request = await insertFirRequest(11);
    for (const number of ["", "   ", "<script>", "x".repeat(31), "/leading-slash"]) {
      const response = await post(admin, `/admin/reports/${request.id}`, { intent: "fir_number", fir_number: number });
      expect(response.status, number).toBe(422);
      expect(await response.text()).toContain("admin-error-summary");
    }
    expect((await deskCsmt.get(`/admin/reports/${request.id}`)).status).toBe(404);
    const refused = await post(deskCsmt, `/admin/reports/${request.id}`, { intent: "fir_number", fir_number: "X/1" });
    expect(refused.status).toBe(404);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select("fir_number")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(row.fir_number).toBeNull();
  });

  test("the inbox filters by the FIR request type", async () => {
    const request = await insertFirRequest(12);
    const { status, text } = await listText(admin, "?kind=fir");
    expect(status).toBe(200);
    expect(text).toContain(request.reference);
    expect(text).not.toContain(reports.complaint.reference);
  });
});

test("when the SMS cannot be sent, the status or FIR number is still saved and the officer is told", async () => {
  const failing = await startTestServer(CITIZEN_ENV, {
    sms: {
      send: () => Promise.reject(new Error("gateway down")),
    },
  });
  try {
    await createStaff(failing, { email: "inbox.sms@example.org", role: "desk" });
    const visitor = await signIn(failing, "inbox.sms@example.org");
    const { id } = await failing.services.db
      .insertInto("citizen_reports")
      .values({
        kind: "suggestion",
        submission_key: "sms-failure",
        owner_key: "test",
        reference: "MRP-S-2026-000777",
        status: "received",
        name: "Sample Citizen",
        mobile_number: "9876500777",
        message: "Sample suggestion",
        confirmed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await post(visitor, `/admin/reports/${id}`, { status: "under_review", send_sms: "on" });
    expect(location(response)).toBe(`/admin/reports/${id}?done=sms_failed`);
    const page = textOf(await (await visitor.get(location(response))).text());
    expect(page).toContain("the SMS could not be sent");
    const report = await failing.services.db
      .selectFrom("citizen_reports")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("under_review");

    // An FIR number is saved (and moves the request on) even when its SMS cannot go.
    const fir = await failing.services.db
      .insertInto("citizen_reports")
      .values({
        kind: "fir",
        submission_key: "sms-failure-fir",
        owner_key: "test",
        reference: "MRP-F-2026-000778",
        status: "received",
        name: "Sample Citizen",
        mobile_number: "9876500778",
        message: "Sample FIR request",
        confirmed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await failing.services.db
      .insertInto("fir_requests")
      .values({
        report_id: fir.id,
        parentage_name: "Sample Parent",
        date_of_birth: "1990-01-01",
        gender: "other",
        country: "India",
        alternate_mobile: null,
        address: "Sample address",
        place_type: "station",
        stop_id: "dadar",
        platform: "3",
        train_class: null,
        coach: null,
        from_stop_id: null,
        to_stop_id: null,
        offence: "other",
        property: "[]",
        suspects: null,
        witnesses: null,
      })
      .execute();
    const recorded = await post(visitor, `/admin/reports/${fir.id}`, {
      intent: "fir_number",
      fir_number: "DADAR/1/2026",
    });
    expect(location(recorded)).toBe(`/admin/reports/${fir.id}?done=fir_number_sms_failed`);
    const notice = textOf(await (await visitor.get(location(recorded))).text());
    expect(notice).toContain("The FIR number has been saved, but the SMS could not be sent.");
    const saved = await failing.services.db
      .selectFrom("citizen_reports")
      .select(["fir_number", "status"])
      .where("id", "=", fir.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ fir_number: "DADAR/1/2026", status: "action_taken" });
  } finally {
    await failing.close();
  }
});

describe("CSV export", () => {
  test("is for administrators only", async () => {
    const refused = await desk.get("/admin/reports/export.csv");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You do not have permission to see this page");
    expect((await editor.get("/admin/reports/export.csv")).status).toBe(403);
    expect((await anonymous.get("/admin/reports/export.csv")).status).toBe(302);
  });

  test("holds the filtered list, with formula cells neutralised, and is audited", async () => {
    const response = await admin.get("/admin/reports/export.csv?kind=complaint");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="citizen-reports-/);
    const csv = await response.text();
    expect(csv).toContain(reports.complaint.reference);
    expect(csv).toContain(reports.complaint.mobile);
    expect(csv).not.toContain(reports.lostBag.reference);
    expect(csv).toContain(`"'=cmd|`);
    expect(csv).not.toMatch(/(^|,)"=cmd/m);
    const [entry] = (await auditRows(server, "reports_exported")).slice(-1);
    expect(details(entry!)).toMatchObject({ rows: 1, kind: "complaint" });
  });

  test("refuses bad filters with 400", async () => {
    expect((await admin.get("/admin/reports/export.csv?kind=nonsense")).status).toBe(400);
  });
});

describe("the found-property register", () => {
  const publicPage = async (query = "") => htmlText(await (await anonymous.get(`/found-property${query}`)).text());

  test("an item a desk officer adds, with a photo, appears on /found-property until it is returned", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0b3d91" } })
      .png()
      .toBuffer();
    const response = await postMultipart(deskCsmt, "/admin/found-property", {
      intent: "add",
      category: "bag",
      description_en: "Test item: green rucksack with a water bottle",
      description_mr: "",
      station_id: "10",
      found_on: "2026-11-20",
      held_until: "2027-02-20",
      photo: new Blob([new Uint8Array(photo)], { type: "image/png" }),
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/found-property?done=added");
    const item = await server.services.db
      .selectFrom("found_property")
      .selectAll()
      .where("description_en", "=", "Test item: green rucksack with a water bottle")
      .executeTakeFirstOrThrow();
    expect(item.station_id).toBe(10);
    expect(item.photo_key).toMatch(/^found-property\//);
    expect(await publicPage("?station=10&category=bag")).toContain("green rucksack");

    const register = textOf(await (await deskCsmt.get("/admin/found-property")).text());
    expect(register).toContain("green rucksack");

    const returned = await post(deskCsmt, "/admin/found-property", { intent: "return", id: String(item.id) });
    expect(location(returned)).toBe("/admin/found-property?done=returned");
    expect(await publicPage("?station=10&category=bag")).not.toContain("green rucksack");
    expect((await auditRows(server, "found_property_added")).map((row) => row.target_id)).toContain(String(item.id));
    expect((await auditRows(server, "found_property_returned")).map((row) => row.target_id)).toContain(String(item.id));
  });

  test("a file that is not really a picture is refused", async () => {
    const response = await postMultipart(desk, "/admin/found-property", {
      intent: "add",
      category: "other",
      description_en: "Test item with a fake photo",
      station_id: "11",
      found_on: "2026-11-20",
      photo: new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" }),
    });
    expect(response.status).toBe(422);
    expect(textOf(await response.text())).toContain("The photograph must be a JPEG, PNG, WebP or GIF picture");
  });

  test("a desk officer limited to a station adds and returns only that station's items", async () => {
    const response = await postMultipart(deskCsmt, "/admin/found-property", {
      intent: "add",
      category: "other",
      description_en: "Test item at another station",
      station_id: "11",
      found_on: "2026-11-20",
    });
    expect(response.status).toBe(422);
    const elsewhere = await server.services.db
      .selectFrom("found_property")
      .select("id")
      .where("station_id", "=", 11)
      .executeTakeFirstOrThrow();
    expect((await post(deskCsmt, "/admin/found-property", { intent: "return", id: String(elsewhere.id) })).status).toBe(
      404,
    );
  });

  test("bad input gets 400 or 422, never a 500", async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{}, 400],
      [{ intent: "nonsense" }, 400],
      [{ intent: "return", id: "abc" }, 400],
      [{ intent: "return", id: "999999" }, 404],
      [{ intent: "add" }, 422],
      [{ intent: "add", category: "car", description_en: "x", station_id: "11", found_on: "2026-11-20" }, 422],
      [{ intent: "add", category: "bag", station_id: "11", found_on: "2026-11-20" }, 422],
      [{ intent: "add", category: "bag", description_en: "x", station_id: "99999", found_on: "2026-11-20" }, 422],
      [{ intent: "add", category: "bag", description_en: "x", station_id: "11", found_on: "2026-02-30" }, 422],
      [{ intent: "add", category: "bag", description_en: "x", station_id: "11", found_on: "2999-01-01" }, 422],
      [
        {
          intent: "add",
          category: "bag",
          description_en: "x",
          station_id: "11",
          found_on: "2026-11-20",
          held_until: "2026-11-01",
        },
        422,
      ],
      [
        { intent: "add", category: "bag", description_en: "x".repeat(501), station_id: "11", found_on: "2026-11-20" },
        422,
      ],
    ];
    for (const [fields, status] of cases) {
      expect((await post(desk, "/admin/found-property", fields)).status, JSON.stringify(fields).slice(0, 80)).toBe(
        status,
      );
    }
    expect((await admin.get("/admin/found-property?page=0")).status).toBe(400);
  });
});

describe("a complaint's FIR number", () => {
  test("the desk records it as for an FIR request: saved, audited, texted, and shown on the status page", async () => {
    const complaint = await insertReport({
      kind: "complaint",
      status: "received",
      name: "Kiran More",
      message: "My phone was snatched at the footboard.",
      stationId: 10,
    });
    const page = textOf(await (await deskCsmt.get(`/admin/reports/${complaint.id}`)).text());
    expect(page).toContain("Record the FIR number");
    expect(page).toContain("Not registered yet");

    const saved = await post(deskCsmt, `/admin/reports/${complaint.id}`, {
      intent: "fir_number",
      fir_number: " CSMT/0555/2026 ",
    });
    expect(location(saved)).toBe(`/admin/reports/${complaint.id}?done=fir_number`);
    const row = await server.services.db
      .selectFrom("citizen_reports")
      .select(["fir_number", "fir_recorded_at", "status"])
      .where("id", "=", complaint.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fir_number: "CSMT/0555/2026", status: "action_taken" });
    expect(row.fir_recorded_at).not.toBeNull();
    const audit = (await auditRows(server, "fir_number_recorded")).at(-1)!;
    expect(audit.target_id).toBe(String(complaint.id));
    expect(details(audit)).toMatchObject({
      reference: complaint.reference,
      fir_number: { from: null, to: "CSMT/0555/2026" },
    });

    const sms = messagesTo(server, complaint.mobile).filter((line) => line.template === "fir_number");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(complaint.reference);
    expect(sms[0]!.text).toContain("FIR number: CSMT/0555/2026");
    expect(sms[0]!.text).not.toContain("FIR request");
    const status = await openStatusLinkIn(sms[0]!.text);
    expect(status).toContain("FIR number CSMT/0555/2026");
    expect(status).toContain("Your FIR has been registered");
    expect(status).toContain("Getting a copy of the FIR");

    const csv = await (await admin.get("/admin/reports/export.csv?kind=complaint")).text();
    const [header, ...csvLines] = csv.split("\r\n").filter(Boolean);
    expect(header).toContain(`"FIR number"`);
    expect(csvLines.find((l) => l.includes(complaint.reference))?.endsWith(`,"CSMT/0555/2026"`)).toBe(true);
  });

  test("another station's desk cannot reach it, and a lost report or a suggestion has no FIR number", async () => {
    const elsewhere = await insertReport({
      kind: "complaint",
      status: "received",
      name: "Sample Person",
      message: "Sample complaint",
      stationId: 11,
    });
    const refused = await post(deskCsmt, `/admin/reports/${elsewhere.id}`, { intent: "fir_number", fir_number: "X/1" });
    expect(refused.status).toBe(404);
    for (const other of [reports.lostBag, reports.suggestion]) {
      const response = await post(admin, `/admin/reports/${other.id}`, { intent: "fir_number", fir_number: "X/1" });
      expect(response.status).toBe(404);
    }
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .select("fir_number")
      .where("id", "in", [elsewhere.id, reports.lostBag.id, reports.suggestion.id])
      .execute();
    expect(rows.every((row) => row.fir_number === null)).toBe(true);
  });
});
