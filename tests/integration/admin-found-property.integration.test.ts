/**
 * Correcting and deleting items of the found-property register, and the audit log
 * naming what each entry was about. Everything staff do goes over HTTP as a browser sends it; the
 * public /found-property page and the stored photo files are checked over HTTP too.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { recordAudit } from "~/.server/auth/audit-log";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, createStaff, details, errorSummary, location, post, signIn, textOf } from "./admin-support";
import { CITIZEN_ENV, htmlText } from "./citizen-support";
import { postMultipart } from "./content-uploads";

let admin: Visitor;
let deskCsmt: Visitor;
let editor: Visitor;
let anonymous: Visitor;

async function photo(colour: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

/** Adds an item through the register's own form; returns its row. */
async function addItem(visitor: Visitor, description: string, stationId: number, withPhoto = false) {
  const response = await postMultipart(visitor, "/admin/found-property", {
    intent: "add",
    category: "bag",
    description_en: description,
    station_id: String(stationId),
    found_on: "2026-11-20",
    ...(withPhoto ? { photo: await photo("#0b3d91") } : {}),
  });
  expect(response.status).toBe(302);
  return server.services.db
    .selectFrom("found_property")
    .selectAll()
    .where("description_en", "=", description)
    .executeTakeFirstOrThrow();
}

const itemOf = (id: number) =>
  server.services.db.selectFrom("found_property").selectAll().where("id", "=", id).executeTakeFirst();
const publicPage = async () => htmlText(await (await anonymous.get("/found-property?station=10")).text());
/** A link to `href` reading `text` (React Router adds attributes of its own). */
const link = (href: string, text: string) => new RegExp(`<a href="${href}"[^>]*>${text.replace(/[()]/g, "\\$&")}</a>`);
const thumbStatus = async (key: string) => (await anonymous.get(`/storage/${key}/thumb.webp`)).status;

const edit = (fields: Record<string, string>) => ({
  intent: "save",
  category: "bag",
  description_en: "Test item edited",
  description_mr: "",
  station_id: "10",
  found_on: "2026-11-20",
  held_until: "",
  ...fields,
});

const server = useTestServer(CITIZEN_ENV);
beforeAll(async () => {
  await createStaff(server, { email: "fp.admin@example.org", role: "admin" });
  await createStaff(server, { email: "fp.csmt@example.org", role: "desk", stationId: 10 });
  await createStaff(server, { email: "fp.editor@example.org", role: "editor" });
  admin = await signIn(server, "fp.admin@example.org");
  deskCsmt = await signIn(server, "fp.csmt@example.org");
  editor = await signIn(server, "fp.editor@example.org");
  anonymous = new Visitor(server.url);
});

describe("editing a found-property item", () => {
  test("a desk officer corrects an item and replaces its photo: the public page and the files follow", async () => {
    const item = await addItem(deskCsmt, "Test item: red umbrella with a wooden handle", 10, true);
    const oldKey = item.photo_key!;
    expect(await thumbStatus(oldKey)).toBe(200);

    const form = textOf(await (await deskCsmt.get(`/admin/found-property/${item.id}`)).text());
    expect(form).toContain(`Change item ${item.id}`);
    expect(form).toContain("Remove the photograph");

    const response = await postMultipart(deskCsmt, `/admin/found-property/${item.id}`, {
      ...edit({
        category: "other",
        description_en: "Test item: blue umbrella with a wooden handle",
        description_mr: "लाकडी दांड्याची निळी छत्री",
        found_on: "2026-11-19",
        held_until: "2027-01-31",
      }),
      photo: await photo("#d4380d"),
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/admin/found-property/${item.id}?done=saved`);
    expect(textOf(await (await deskCsmt.get(location(response))).text())).toContain("The changes have been saved");

    const saved = (await itemOf(item.id))!;
    expect(saved).toMatchObject({
      category: "other",
      description_en: "Test item: blue umbrella with a wooden handle",
      description_mr: "लाकडी दांड्याची निळी छत्री",
      found_on: "2026-11-19",
      held_until: "2027-01-31",
    });
    expect(saved.photo_key).not.toBe(oldKey);
    expect(await thumbStatus(saved.photo_key!)).toBe(200);
    expect(await thumbStatus(oldKey)).toBe(404);

    const page = await publicPage();
    expect(page).toContain("blue umbrella");
    expect(page).not.toContain("red umbrella");

    const audit = (await auditRows(server, "found_property_updated")).filter(
      (row) => row.target_id === String(item.id),
    );
    expect(audit).toHaveLength(1);
    expect(details(audit[0]!)).toEqual({ category: "other", station_id: 10, photo: "replaced" });
  });

  test("a Hindi description is saved on adding, shown on editing, changed and cleared, and read by a Hindi reader", async () => {
    const added = await postMultipart(admin, "/admin/found-property", {
      intent: "add",
      category: "bag",
      description_mr: "चाचणी: हिरवी कापडी पिशवी",
      description_hi: "परीक्षण: हरे रंग का कपड़े का थैला",
      station_id: "10",
      found_on: "2026-11-20",
    });
    expect(added.status).toBe(302);
    const item = (await server.services.db
      .selectFrom("found_property")
      .selectAll()
      .where("description_hi", "=", "परीक्षण: हरे रंग का कपड़े का थैला")
      .executeTakeFirst())!;
    expect(item).toMatchObject({ description_en: null, description_mr: "चाचणी: हिरवी कापडी पिशवी" });

    const form = await (await admin.get(`/admin/found-property/${item.id}`)).text();
    expect(form).toContain("Description in Hindi");
    expect(form).toMatch(/<textarea[^>]*id="description_hi"[^>]*>परीक्षण: हरे रंग का कपड़े का थैला<\/textarea>/);

    const changed = await postMultipart(
      admin,
      `/admin/found-property/${item.id}`,
      edit({
        description_en: "Test item: green cloth bag",
        description_hi: "परीक्षण: हरा थैला, आईएमईआई 353918057654321",
      }),
    );
    expect(changed.status).toBe(302);
    expect((await itemOf(item.id))!.description_hi).toBe("परीक्षण: हरा थैला, आईएमईआई 353918057654321");
    const hindi = htmlText(await (await new Visitor(server.url).get("/found-property?station=10&lang=hi")).text());
    expect(hindi).toContain("परीक्षण: हरा थैला, आईएमईआई");
    expect(hindi).not.toContain("353918057654321");
    expect(hindi).toContain("4321");
    expect(await publicPage()).toContain("Test item: green cloth bag");

    const cleared = await postMultipart(
      admin,
      `/admin/found-property/${item.id}`,
      edit({ description_en: "Test item: green cloth bag", description_hi: "" }),
    );
    expect(cleared.status).toBe(302);
    expect((await itemOf(item.id))!.description_hi).toBeNull();
  });

  test("ticking 'remove the photograph' removes it and its files", async () => {
    const item = await addItem(admin, "Test item: grey laptop bag", 11, true);
    const response = await postMultipart(
      admin,
      `/admin/found-property/${item.id}`,
      edit({ description_en: "Test item: grey laptop bag", station_id: "12", remove_photo: "on" }),
    );
    expect(response.status).toBe(302);
    const saved = (await itemOf(item.id))!;
    expect(saved.photo_key).toBeNull();
    expect(saved.station_id).toBe(12);
    expect(await thumbStatus(item.photo_key!)).toBe(404);
    const audit = (await auditRows(server, "found_property_updated")).find((row) => row.target_id === String(item.id));
    expect(details(audit!)).toEqual({ category: "bag", station_id: { from: 11, to: 12 }, photo: "removed" });
  });

  test("bad input gets 422 with the error summary linked to the fields, and changes nothing", async () => {
    const item = await addItem(admin, "Test item: black wallet", 11);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ category: "car" }, "category", "Choose a category"],
      [{ description_en: "" }, "description_en", "Write a description in English or in Marathi"],
      [{ held_until: "2026-11-01" }, "held_until", "The Held until date must be on or after the date found"],
      [{ found_on: "2026-02-30" }, "found_on", "Enter the date found as year, month and day"],
      [{ found_on: "2999-01-01" }, "found_on", "The date found cannot be in the future"],
      [{ station_id: "99999" }, "station_id", "Choose a police station from the list"],
      [{ description_en: "x".repeat(501) }, "description_en", "A description must be 500 characters or fewer"],
      [{ description_hi: "x".repeat(501) }, "description_hi", "A description must be 500 characters or fewer"],
    ];
    for (const [fields, field, message] of cases) {
      const response = await postMultipart(admin, `/admin/found-property/${item.id}`, edit(fields));
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(422);
      const html = await response.text();
      expect(errorSummary(html).join(" ")).toContain(message);
      expect(html).toContain(`href="#${field}"`);
      expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"`));
    }
    const notPicture = await postMultipart(admin, `/admin/found-property/${item.id}`, {
      ...edit({}),
      photo: new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" }),
    });
    expect(notPicture.status).toBe(422);
    expect((await itemOf(item.id))!).toMatchObject({ description_en: "Test item: black wallet", photo_key: null });
    expect((await post(admin, `/admin/found-property/${item.id}`, { intent: "nonsense" })).status).toBe(400);
    expect((await postMultipart(admin, "/admin/found-property/999999", edit({}))).status).toBe(404);
    expect((await admin.get("/admin/found-property/abc")).status).toBe(404);
  });

  test("a desk officer limited to a station edits only that station's items, and keeps them there", async () => {
    const elsewhere = await addItem(admin, "Test item: item held at another station", 11);
    expect((await deskCsmt.get(`/admin/found-property/${elsewhere.id}`)).status).toBe(404);
    expect(
      (await postMultipart(deskCsmt, `/admin/found-property/${elsewhere.id}`, edit({ station_id: "11" }))).status,
    ).toBe(404);
    expect((await deskCsmt.get(`/admin/found-property/${elsewhere.id}/delete`)).status).toBe(404);
    expect((await post(deskCsmt, `/admin/found-property/${elsewhere.id}/delete`, { confirm: "yes" })).status).toBe(404);
    expect((await itemOf(elsewhere.id))!.description_en).toBe("Test item: item held at another station");

    const own = await addItem(deskCsmt, "Test item: item held at CSMT", 10);
    const moved = await postMultipart(deskCsmt, `/admin/found-property/${own.id}`, edit({ station_id: "11" }));
    expect(moved.status).toBe(422);
    expect(errorSummary(await moved.text())).toContain("You can add items only for your own police station");
    expect((await itemOf(own.id))!.station_id).toBe(10);
  });

  test("editors and anonymous visitors cannot reach the edit and delete pages", async () => {
    const item = await addItem(admin, "Test item: guarded", 11);
    for (const path of [`/admin/found-property/${item.id}`, `/admin/found-property/${item.id}/delete`]) {
      expect((await editor.get(path)).status).toBe(403);
      const response = await anonymous.get(path);
      expect(response.status).toBe(302);
      expect(location(response)).toMatch(/^\/admin\/sign-in/);
    }
  });
});

describe("deleting a found-property item", () => {
  test("asks first, then deletes the item and its photo, audited, and the public page drops it", async () => {
    const item = await addItem(deskCsmt, "Test item: yellow raincoat to delete", 10, true);
    expect(await publicPage()).toContain("yellow raincoat");

    const confirm = await deskCsmt.get(`/admin/found-property/${item.id}/delete`);
    expect(confirm.status).toBe(200);
    const text = textOf(await confirm.text());
    expect(text).toContain(`Delete “item ${item.id} (Bag)”?`);
    expect(text).toContain("Yes, delete it");

    // Without the confirmation field, nothing happens.
    expect((await post(deskCsmt, `/admin/found-property/${item.id}/delete`)).status).toBe(400);
    expect(await itemOf(item.id)).toBeDefined();

    const response = await post(deskCsmt, `/admin/found-property/${item.id}/delete`, { confirm: "yes" });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/found-property?done=deleted");
    expect(textOf(await (await deskCsmt.get(location(response))).text())).toContain(
      "The item has been deleted from the register and from the public page.",
    );
    expect(await itemOf(item.id)).toBeUndefined();
    expect(await thumbStatus(item.photo_key!)).toBe(404);
    expect(await publicPage()).not.toContain("yellow raincoat");
    expect((await deskCsmt.get(`/admin/found-property/${item.id}`)).status).toBe(404);
    expect((await post(deskCsmt, `/admin/found-property/${item.id}/delete`, { confirm: "yes" })).status).toBe(404);

    const audit = (await auditRows(server, "found_property_deleted")).filter(
      (row) => row.target_id === String(item.id),
    );
    expect(audit).toHaveLength(1);
    expect(details(audit[0]!)).toEqual({ category: "bag", station_id: 10, photo: true });
  });
});

test("the audit log names reports, found property, accounts and content, linking to what still exists", async () => {
  const report = await server.services.db
    .insertInto("citizen_reports")
    .values({
      kind: "complaint",
      submission_key: randomUUID(),
      owner_key: "test",
      reference: "MRP-C-2026-987654",
      status: "received",
      locale: "en",
      name: "Sample Citizen",
      mobile_number: "0000000000",
      message: "Sample complaint for the audit log test.",
      confirmed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  expect((await post(admin, `/admin/reports/${report.id}`, { status: "under_review" })).status).toBe(302);
  const kept = await addItem(admin, "Test item: kept for the audit log", 11);
  const gone = await addItem(admin, "Test item: deleted for the audit log", 11);
  await post(admin, `/admin/found-property/${gone.id}/delete`, { confirm: "yes" });
  await post(admin, "/admin/users/new", {
    email: "fp.audited@example.org",
    display_name: "Sample Officer Audited",
    role: "editor",
  });
  const user = await server.services.db
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", "fp.audited@example.org")
    .executeTakeFirstOrThrow();
  await recordAudit(server.services.db, server.services.clock, {
    actorId: null,
    action: "content_deleted",
    target: { type: "article", id: 424242 },
    details: { kind: "news", title: "Sample news item for the audit log" },
    ip: null,
  });

  const page = async (visitor: Visitor, action: string) => (await visitor.get(`/admin/audit?action=${action}`)).text();
  expect(await page(admin, "report_status_changed")).toMatch(link(`/admin/reports/${report.id}`, `MRP-C-2026-987654`));
  expect(await page(admin, "found_property_added")).toMatch(
    link(`/admin/found-property/${kept.id}`, `item ${kept.id} (Bag)`),
  );
  // Deleted: still named by what the entry recorded, no longer linked.
  const deleted = await page(admin, "found_property_deleted");
  expect(textOf(deleted)).toContain(`item ${gone.id} (Bag) Found property`);
  expect(deleted).not.toContain(`href="/admin/found-property/${gone.id}"`);
  expect(await page(admin, "user_created")).toMatch(link(`/admin/users/${user.id}`, `fp.audited@example.org`));
  expect(textOf(await page(admin, "content_deleted"))).toContain("Sample news item for the audit log news");
  expect(textOf(await (await admin.get("/admin/audit")).text())).not.toMatch(
    /citizen_report \d|found_property \d|staff_user \d/,
  );

  const marathi = await signIn(server, "fp.admin@example.org");
  marathi.cookies.set("lang", "mr");
  const mr = textOf(await page(marathi, "report_status_changed"));
  expect(mr).toContain("MRP-C-2026-987654 नागरिकाची नोंद");
  expect(textOf(await page(marathi, "found_property_deleted"))).toContain("(बॅग) सापडलेली मालमत्ता");
});
