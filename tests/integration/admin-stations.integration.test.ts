import { beforeAll, describe, expect, test } from "vitest";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, createStaff, details, errorSummary, expectRefused, location, post, textOf } from "./admin-support";
import { contentStaff, publicVisitor } from "./content-support";

/**
 * Staff adding police stations and offices, setting the office each reports to and its line, and
 * deleting one only when it was added from the screens and nothing points at it. The demo data
 * holds the stations of the railway map (ids 10-26) below ACP offices 4-8, DCP offices 2-3 and the
 * Commissioner's office 1.
 */
const server = useTestServer({ DEMO_CONTENT: "1" });
let editor: Visitor;
let desk: Visitor;

beforeAll(async () => {
  ({ editor, desk } = await contentStaff(server, "stations"));
});

const NEW_STATION = {
  type: "PS",
  name_en: "Sample Nagar Railway Police Station",
  name_mr: "नमुना नगर लोहमार्ग पोलीस ठाणे",
  address_en: "Sample address: Sample Nagar railway station",
  address_mr: "नमुना पत्ता: नमुना नगर रेल्वे स्थानक",
  landline: "000-0000-0000",
  email: "Sample-PS@Example.org",
  officer_id: "",
  parent_id: "6",
  color_code: "#00897B",
  strip: "harbour",
};

async function createStation(fields: Record<string, string>): Promise<number> {
  const response = await post(editor, "/admin/content/stations/new", fields);
  expect(response.status, errorSummary(await response.clone().text()).join("; ")).toBe(302);
  const match = /^\/admin\/content\/stations\/(\d+)\?done=created$/.exec(location(response));
  expect(match).not.toBeNull();
  return Number(match![1]);
}

async function station(id: number) {
  return server.services.db.selectFrom("police_stations").selectAll().where("id", "=", id).executeTakeFirst();
}

describe("adding and correcting", () => {
  test("a new station is on the public pages at once, with its line and colour, in both languages", async () => {
    const id = await createStation(NEW_STATION);
    const row = await station(id);
    expect(row).toMatchObject({
      type: "PS",
      parent_id: 6,
      color_code: "#00897b",
      strip: "harbour",
      created_in_admin: 1,
    });
    expect(row!.email).toBe("sample-ps@example.org");

    const english = await publicVisitor(server, "en").get(`/police-station/${id}`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain("Sample Nagar Railway Police Station");
    expect(html).toContain('fill="#00897b"');
    expect(textOf(html)).toContain("Harbour line");
    expect(await (await publicVisitor(server, "mr").get(`/police-station/${id}`)).text()).toContain(
      "नमुना नगर लोहमार्ग पोलीस ठाणे",
    );
    expect(await (await publicVisitor(server, "en").get("/all-police-stations")).text()).toContain(
      "Sample Nagar Railway Police Station",
    );

    // The edit page shows the saved colour as a swatch beside its field.
    const edit = await (await editor.get(`/admin/content/stations/${id}`)).text();
    expect(edit).toContain('fill="#00897b"');
    expect(textOf(edit)).toContain("Colour now: #00897b");

    const moved = await post(editor, `/admin/content/stations/${id}`, {
      ...NEW_STATION,
      parent_id: "2",
      color_code: "#1565c0",
      strip: "western",
    });
    expect(location(moved)).toBe(`/admin/content/stations/${id}?done=saved`);
    expect(await station(id)).toMatchObject({ parent_id: 2, color_code: "#1565c0", strip: "western", type: "PS" });
    expect(textOf(await (await publicVisitor(server, "en").get(`/police-station/${id}`)).text())).toContain(
      "Western line",
    );

    const entries = (await auditRows(server)).filter(
      (entry) => entry.target_type === "police_station" && entry.target_id === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(["content_created", "content_updated"]);
    expect(details(entries[1]!)).toMatchObject({ kind: "police_station", parent_id: { from: 6, to: 2 } });
  });

  test("a bad colour, line, type or parent office is refused and changes nothing", async () => {
    const before = await station(11);
    const refused = await post(editor, "/admin/content/stations/11", {
      name_en: before!.name_en,
      color_code: "red; background:url(x)",
      strip: "monorail",
      parent_id: "12",
    });
    await expectRefused(refused, [
      "Enter the colour as # and six hexadecimal digits, like #c62828",
      "Choose a line from the list",
    ]);

    // A station cannot report to another station, only to an office above it.
    const sideways = await post(editor, "/admin/content/stations/11", { name_en: before!.name_en, parent_id: "12" });
    await expectRefused(sideways, ["Choose an office above this one"]);
    // An ACP office cannot report to one of its own stations, nor to itself: that would be a loop.
    for (const parent of ["10", "4"]) {
      const loop = await post(editor, "/admin/content/stations/4", {
        name_en: "ACP Office (sample)",
        parent_id: parent,
      });
      await expectRefused(loop, ["It cannot report to an office that reports to it"]);
    }
    const unknown = await post(editor, "/admin/content/stations/11", { name_en: before!.name_en, parent_id: "99999" });
    await expectRefused(unknown, ["Choose an office from the list"]);

    const noType = await post(editor, "/admin/content/stations/new", {
      ...NEW_STATION,
      type: "",
      color_code: "#12345",
    });
    await expectRefused(noType, ["Choose the type", "Enter the colour as # and six hexadecimal digits, like #c62828"]);
    expect(await station(11)).toEqual(before);
    expect(await station(4)).toMatchObject({ parent_id: 2 });
  });
});

describe("deleting", () => {
  test("a station added here and used by nothing can be deleted after confirming", async () => {
    const id = await createStation({ ...NEW_STATION, name_en: "Sample Unused Station" });
    const confirm = await editor.get(`/admin/content/stations/${id}/delete`);
    expect(await confirm.text()).toContain("Delete “Sample Unused Station”?");
    const withoutConfirm = await post(editor, `/admin/content/stations/${id}/delete`);
    expect(withoutConfirm.status).toBe(400);

    const deleted = await post(editor, `/admin/content/stations/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/stations?done=deleted");
    expect(await station(id)).toBeUndefined();
    expect((await publicVisitor(server, "en").get(`/police-station/${id}`)).status).toBe(404);
    expect(
      (await auditRows(server, "content_deleted")).some(
        (entry) => entry.target_type === "police_station" && entry.target_id === String(id),
      ),
    ).toBe(true);
  });

  test("a map station, or one that offices, found property or staff accounts point at, is kept and the page says why", async () => {
    const csmt = await editor.get("/admin/content/stations/10/delete");
    const csmtText = textOf(await csmt.text());
    expect(csmtText).toContain("“CSMT Railway Police Station” cannot be deleted");
    expect(csmtText).toContain("it was not added from these screens");
    expect(csmtText).toContain("the railway map shows it");
    const refused = await post(editor, "/admin/content/stations/10/delete", { confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(await station(10)).toBeDefined();

    const office = await createStation({ ...NEW_STATION, type: "ACP", name_en: "Sample ACP Office", parent_id: "3" });
    const child = await createStation({ ...NEW_STATION, name_en: "Sample Child Station", parent_id: String(office) });
    await createStaff(server, { email: "stations.child.desk@example.org", role: "desk", stationId: child });
    await server.services.db
      .insertInto("found_property")
      .values({ category: "bag", station_id: child, found_on: "2026-11-01", description_en: "Sample bag" })
      .execute();

    const officePage = textOf(await (await editor.get(`/admin/content/stations/${office}/delete`)).text());
    expect(officePage).toContain("other stations or offices report to it");
    expect(officePage).not.toContain("the railway map shows it");
    const childPage = textOf(await (await editor.get(`/admin/content/stations/${child}/delete`)).text());
    expect(childPage).toContain("found property is held there");
    expect(childPage).toContain("staff accounts belong to it");
    expect((await post(editor, `/admin/content/stations/${child}/delete`, { confirm: "yes" })).status).toBe(409);
    expect(await station(child)).toBeDefined();

    // In the visitor's language.
    editor.cookies.set("lang", "mr");
    try {
      const marathi = textOf(await (await editor.get(`/admin/content/stations/${office}/delete`)).text());
      expect(marathi).toContain("हटवता येत नाही");
      expect(marathi).toContain("इतर ठाणी किंवा कार्यालये त्याला जोडलेली आहेत");
    } finally {
      editor.cookies.set("lang", "en");
    }
  });
});

test("desk officers and anonymous visitors can neither add nor delete stations", async () => {
  expect((await desk.get("/admin/content/stations/new")).status).toBe(403);
  expect((await post(desk, "/admin/content/stations/new", NEW_STATION)).status).toBe(403);
  expect((await desk.get("/admin/content/stations/10/delete")).status).toBe(403);
  const anonymous = new Visitor(server.url);
  const page = await anonymous.get("/admin/content/stations/new");
  expect(page.status).toBe(302);
  expect(location(page)).toMatch(/^\/admin\/sign-in/);
  const anonymousPost = await post(anonymous, "/admin/content/stations/new", {
    ...NEW_STATION,
    name_en: "Sample: anon",
  });
  expect(location(anonymousPost)).toMatch(/^\/admin\/sign-in/);
  expect(
    await server.services.db.selectFrom("police_stations").select("id").where("name_en", "=", "Sample: anon").execute(),
  ).toEqual([]);
});
