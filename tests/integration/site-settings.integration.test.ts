/**
 * Issue 20, "everything a visitor sees is editable by staff": the WhatsApp and control-room
 * numbers, the social links and Facebook page, the external links, the commissioner's meeting
 * hours and the home page's notice board live in the database. Staff change them in
 * /admin/content over plain HTML posts (CSRF, role-checked, validated, audited) and the public
 * pages show the change at once, even pages the page cache held a moment before.
 */
import { beforeAll, describe, expect, test } from "vitest";
import enAdmin from "~/locales/en/admin";
import mrAdmin from "~/locales/mr/admin";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, details, errorSummary, expectRefused, location, post, textOf } from "./admin-support";
import { contentStaff, publicVisitor } from "./content-support";

const server = useTestServer();
let editor: Visitor;
let admin: Visitor;
let desk: Visitor;

beforeAll(async () => {
  ({ editor, admin, desk } = await contentStaff(server, "site-settings"));
});

/** The settings form as it is shown now, to post back with some fields changed. */
async function currentSettings(): Promise<Record<string, string>> {
  const html = await (await editor.get("/admin/content/site-settings")).text();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input [^>]*name="([a-z_]+)"[^>]*value="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  for (const match of html.matchAll(/<textarea [^>]*name="([a-z_]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields[match[1]!] = match[2]!;
  delete fields._token;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/&amp;/g, "&").replace(/&#x27;/g, "'")]),
  );
}

const home = async (locale: "en" | "mr" = "en") => (await publicVisitor(server, locale).get("/")).text();
const section = (html: string, className: string) =>
  new RegExp(`<section class="card ${className}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

describe("with the demo content", () => {
  test("the pages show the sample numbers, links, meeting hours and notices as before", async () => {
    const html = await home();
    expect(section(html, "helplines-card")).toContain(">000-0000-0001<");
    expect(section(html, "helplines-card")).toContain(">000-0000-0004<");
    expect(html).toContain('<a href="https://x.com/">X</a>');
    expect(section(html, "commissioner-card")).toContain("Monday to Saturday, 2:00 PM to 5:00 PM");
    expect(textOf(section(html, "notice-board"))).toContain("Sample notice: platform security drill at Dadar");
    expect(section(await home("mr"), "notice-board")).toContain("नमुना सूचना: दादर स्थानकावर फलाट सुरक्षा सराव");
    expect(section(await home("mr"), "commissioner-card")).toContain("सोमवार ते शनिवार, दुपारी २:०० ते सायंकाळी ५:००");
    const modal = await (await publicVisitor(server, "en").get("/?modal=train-services")).text();
    expect(modal).toContain('href="https://www.irctc.co.in/"');
  });
});

describe("editing the numbers and links in /admin/content/site-settings", () => {
  test("changes the public pages at once, in both languages, and is written to the audit log", async () => {
    // Fill the page cache with the pages as they are.
    expect(await home()).toContain("000-0000-0001");
    expect(await home("mr")).toContain("000-0000-0001");
    expect(await (await publicVisitor(server, "en").get("/contact-us")).text()).toContain("000-0000-0003");

    const fields = await currentSettings();
    expect(fields.whatsapp_numbers).toBe("000-0000-0001\n000-0000-0002");
    const response = await post(editor, "/admin/content/site-settings", {
      ...fields,
      intent: "save",
      whatsapp_numbers: "000-1111-0001\r\n\r\n  000-1111-0002 ",
      control_room_numbers: "000-1111-0003",
      social_x: "https://x.com/sample-railway-police",
      social_instagram: "",
      meeting_hours_en: "Sample: Monday to Friday, 3:00 PM to 4:00 PM",
      meeting_hours_mr: "नमुना: सोमवार ते शुक्रवार, दुपारी ३:०० ते ४:००",
      link_irctc: "https://www.irctc.co.in/sample",
    });
    expect(location(response)).toBe("/admin/content/site-settings?done=saved");
    expect(await (await editor.get(location(response))).text()).toContain(enAdmin.content.site_settings.saved);

    const html = await home();
    const helplines = section(html, "helplines-card");
    expect(helplines).toContain(">000-1111-0001<");
    expect(helplines).toContain(">000-1111-0002<");
    expect(helplines).not.toContain("000-0000-0001");
    expect(html).not.toContain("WhatsApp (sample number): 000-0000-0001");
    expect(html).toContain('<a href="https://x.com/sample-railway-police">X</a>');
    expect(html).not.toContain(">Instagram</a>");
    expect(section(html, "commissioner-card")).toContain("Sample: Monday to Friday, 3:00 PM to 4:00 PM");
    expect(section(await home("mr"), "commissioner-card")).toContain("नमुना: सोमवार ते शुक्रवार, दुपारी ३:०० ते ४:००");
    expect(await home("mr")).toContain(">000-1111-0002<");
    const contact = await (await publicVisitor(server, "en").get("/contact-us")).text();
    const controlRoom =
      /<section[^>]*aria-labelledby="contact-control-room-heading"[\s\S]*?<\/section>/.exec(contact)?.[0] ?? "";
    expect(controlRoom).toContain(">000-1111-0003<");
    expect(controlRoom).not.toContain("000-0000-0003");
    const modal = await (await publicVisitor(server, "en").get("/?modal=train-services")).text();
    expect(modal).toContain('href="https://www.irctc.co.in/sample"');

    const [entry] = (await auditRows(server, "content_updated")).filter((row) => row.target_type === "site_settings");
    expect(entry).toBeDefined();
    expect(details(entry!)).toEqual({
      kind: "site_settings",
      whatsapp_numbers: { from: "000-0000-0001\n000-0000-0002", to: "000-1111-0001\n000-1111-0002" },
      control_room_numbers: { from: "000-0000-0003\n000-0000-0004", to: "000-1111-0003" },
      social_x: { from: "https://x.com/", to: "https://x.com/sample-railway-police" },
      social_instagram: { from: "https://www.instagram.com/", to: "" },
      meeting_hours_en: {
        from: "Monday to Saturday, 2:00 PM to 5:00 PM",
        to: "Sample: Monday to Friday, 3:00 PM to 4:00 PM",
      },
      meeting_hours_mr: {
        from: "सोमवार ते शनिवार, दुपारी २:०० ते सायंकाळी ५:००",
        to: "नमुना: सोमवार ते शुक्रवार, दुपारी ३:०० ते ४:००",
      },
      link_irctc: { from: "https://www.irctc.co.in/", to: "https://www.irctc.co.in/sample" },
    });
    // The audit page names each setting as the settings form does, in words.
    const audit = textOf(await (await admin.get("/admin/audit?action=content_updated")).text());
    expect(audit).toContain("WhatsApp numbers");
    expect(audit).toContain("Meeting hours in Marathi");
    expect(audit).not.toContain("whatsapp_numbers");
  });

  test("an emptied list of numbers leaves its row out instead of a bare label", async () => {
    const fields = await currentSettings();
    await post(editor, "/admin/content/site-settings", { ...fields, intent: "save", whatsapp_numbers: "" });
    const helplines = section(await home(), "helplines-card");
    expect(helplines).not.toContain("WhatsApp");
    expect(helplines).toContain('href="tel:1512"');
  });

  test("bad numbers and links are refused with messages in the editor's language, and nothing changes", async () => {
    const fields = await currentSettings();
    for (const [locale, strings] of [
      ["en", enAdmin],
      ["mr", mrAdmin],
    ] as const) {
      editor.cookies.set("lang", locale);
      const response = await post(editor, "/admin/content/site-settings", {
        ...fields,
        intent: "save",
        control_room_numbers: "call us\n000-1111-0003",
        social_facebook: "javascript:alert(1)",
        facebook_page: "https://evil.example/page",
      });
      expect(response.status).toBe(422);
      const field = (key: keyof typeof strings.content.site_settings.fields) =>
        strings.content.site_settings.fields[key];
      const message = (problem: keyof typeof strings.content.site_settings.errors, key: Parameters<typeof field>[0]) =>
        strings.content.site_settings.errors[problem].replace("{{field}}", field(key));
      expect(errorSummary(await response.text())).toEqual([
        message("numbers_invalid", "control_room_numbers"),
        message("link_invalid", "social_facebook"),
        message("facebook_page_invalid", "facebook_page"),
      ]);
    }
    editor.cookies.set("lang", "en");
    expect(await currentSettings()).toEqual(fields);
  });

  test("a Facebook page that is not an address at all gets the link's message, not a server error", async () => {
    const fields = await currentSettings();
    const message = enAdmin.content.site_settings.errors.link_invalid.replace(
      "{{field}}",
      enAdmin.content.site_settings.fields.facebook_page,
    );
    for (const facebook_page of ["//evil.example", "https:javascript:alert(1)", "facebook.com/page"]) {
      const response = await post(editor, "/admin/content/site-settings", { ...fields, intent: "save", facebook_page });
      expect(response.status, facebook_page).toBe(422);
      expect(errorSummary(await response.text()), facebook_page).toEqual([message]);
    }
    expect(await currentSettings()).toEqual(fields);
  });

  test("desk officers and signed-out visitors cannot see or change the settings", async () => {
    expect((await desk.get("/admin/content/site-settings")).status).toBe(403);
    expect((await post(desk, "/admin/content/site-settings", { social_x: "https://x.com/desk" })).status).toBe(403);
    const anonymous = new Visitor(server.url);
    const refused = await post(anonymous, "/admin/content/site-settings", { social_x: "https://x.com/anon" });
    expect(refused.status).toBe(302);
    expect(location(refused)).toMatch(/^\/admin\/sign-in/);
    expect(await home()).not.toContain("https://x.com/desk");
    expect(await home()).not.toContain("https://x.com/anon");
  });
});

describe("the notice board in /admin/content/notices", () => {
  test("a notice added, changed and deleted by staff is on the home page at once, in both languages", async () => {
    expect(await home()).toContain("Sample notice: platform security drill at Dadar");
    const created = await post(editor, "/admin/content/notices/new", {
      intent: "save",
      title_en: "Sample notice: new timetable from Monday",
      title_mr: "नमुना सूचना: सोमवारपासून नवे वेळापत्रक",
      posted_date: "2026-11-25",
      posted_time: "18:30",
    });
    const id = Number(/^\/admin\/content\/notices\/(\d+)\?done=created$/.exec(location(created))?.[1]);
    expect(id).toBeGreaterThan(0);
    const stored = await server.services.db
      .selectFrom("notices")
      .select("posted_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // 18:30 in India is 13:00 UTC.
    expect(stored.posted_at).toBe("2026-11-25T13:00:00.000Z");

    const board = textOf(section(await home(), "notice-board"));
    // Newest first: the new notice comes before the sample ones.
    expect(board.indexOf("Sample notice: new timetable from Monday")).toBeGreaterThan(-1);
    expect(board.indexOf("Sample notice: new timetable from Monday")).toBeLessThan(
      board.indexOf("Sample notice: platform security drill at Dadar"),
    );
    expect(section(await home("mr"), "notice-board")).toContain("नमुना सूचना: सोमवारपासून नवे वेळापत्रक");

    const edited = await post(editor, `/admin/content/notices/${id}`, {
      intent: "save",
      title_en: "Sample notice: new timetable from Tuesday",
      title_mr: "नमुना सूचना: मंगळवारपासून नवे वेळापत्रक",
      posted_date: "2026-11-25",
      posted_time: "18:30",
    });
    expect(location(edited)).toBe(`/admin/content/notices/${id}?done=saved`);
    const editPage = await (await editor.get(`/admin/content/notices/${id}`)).text();
    expect(editPage).toContain('value="2026-11-25"');
    expect(editPage).toContain('value="18:30"');
    expect(await home()).toContain("Sample notice: new timetable from Tuesday");
    expect(await home()).not.toContain("Sample notice: new timetable from Monday");

    expect((await post(editor, `/admin/content/notices/${id}/delete`, {})).status).toBe(400);
    const deleted = await post(editor, `/admin/content/notices/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/notices?done=deleted");
    expect(await home()).not.toContain("new timetable from Tuesday");

    const actions = (await auditRows(server))
      .filter((row) => row.target_type === "notice" && row.target_id === String(id))
      .map((row) => row.action);
    expect(actions).toEqual(["content_created", "content_updated", "content_deleted"]);
  });

  test("a notice without a Marathi title or with a made-up date is refused with messages", async () => {
    const response = await post(editor, "/admin/content/notices/new", {
      intent: "save",
      title_en: "Sample notice",
      title_mr: " ",
      posted_date: "2026-02-30",
      posted_time: "25:00",
    });
    await expectRefused(response, [
      enAdmin.content.notices.errors.title_mr_missing,
      enAdmin.content.notices.errors.date_invalid,
      enAdmin.content.notices.errors.time_invalid,
    ]);
  });

  test("desk officers cannot manage notices", async () => {
    expect((await desk.get("/admin/content/notices")).status).toBe(403);
    const refused = await post(desk, "/admin/content/notices/new", {
      title_en: "Sample",
      title_mr: "नमुना",
      posted_date: "2026-11-25",
      posted_time: "10:00",
    });
    expect(refused.status).toBe(403);
  });
});

describe("without the demo content", () => {
  const bare = useTestServer({ DEMO_CONTENT: "0" });

  test("the links and meeting hours the specification gives are there; no sample number, account or notice is", async () => {
    const html = await (await new Visitor(bare.url).get("/")).text();
    expect(section(html, "commissioner-card")).toContain("Monday to Saturday, 2:00 PM to 5:00 PM");
    expect(html).not.toContain("000-0000-000");
    expect(html).not.toContain('class="social-links"');
    expect(textOf(section(html, "notice-board"))).toContain("There are no notices at the moment.");
    const modal = await (await new Visitor(bare.url).get("/?modal=citizen-corner")).text();
    expect(modal).toContain('href="https://citizen.mahapolice.gov.in/"');
  });
});

describe("numbers an administrator enters are real", () => {
  test("only the demo's numbers (000-…) are labelled samples, in the ticker, the helplines card and the contact page", async () => {
    const fields = await currentSettings();
    const save = async (whatsapp: string, controlRoom: string) =>
      location(
        await post(editor, "/admin/content/site-settings", {
          ...fields,
          intent: "save",
          whatsapp_numbers: whatsapp,
          control_room_numbers: controlRoom,
        }),
      );
    try {
      expect(await save("000-0000-0009", "1234-567-891")).toBe("/admin/content/site-settings?done=saved");
      const mixed = await home();
      expect(mixed).toContain("WhatsApp (sample number): 000-0000-0009");
      expect(mixed).toContain("Control room 24x7: 1234-567-891");

      expect(await save("1234-567-890", "1234-567-891")).toBe("/admin/content/site-settings?done=saved");
      for (const locale of ["en", "mr"] as const) {
        const html = await home(locale);
        expect(html, locale).toContain("1234-567-890");
        // A WhatsApp number opens a chat, in the ticker and the helplines card; the control room is a call.
        expect(html.match(/href="https:\/\/wa\.me\/911234567890"/g)?.length, locale).toBeGreaterThanOrEqual(2);
        expect(html, locale).not.toContain('href="tel:1234567890"');
        expect(html, locale).toContain('href="tel:1234567891"');
        expect(html, locale).not.toMatch(/sample number|नमुना क्रमांक/);
        const contact = await (await publicVisitor(server, locale).get("/contact-us")).text();
        expect(contact, locale).toContain("1234-567-891");
        expect(contact, locale).toContain('href="https://wa.me/911234567890"');
        expect(contact, locale).not.toMatch(/sample numbers|नमुना क्रमांक/);
      }
    } finally {
      await post(editor, "/admin/content/site-settings", { ...fields, intent: "save" });
    }
  });
});
