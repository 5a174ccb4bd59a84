/**
 * SPEC §7 /api/police-stations-incharge and /api/police-station over real HTTP: shapes checked
 * against the zod schemas that build them, both languages, the type filter and its 400, officer
 * photos served from /storage, and a vacant post.
 */
import { describe, expect, test } from "vitest";
import { policeStationsResponseSchema, type StationView } from "~/.server/content/stations/api-schemas";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const PS_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];
const OFFICE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const server = useTestServer();

function visitor(locale?: "en" | "mr"): Visitor {
  const v = new Visitor(server.url, { accept: "application/json" });
  if (locale) v.cookies.set("lang", locale);
  return v;
}

async function stations(path: string, locale?: "en" | "mr"): Promise<StationView[]> {
  const response = await visitor(locale).get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  // Exactly the documented shape: no missing and no unexpected fields.
  expect(policeStationsResponseSchema.strict().parse(body)).toEqual(body);
  return policeStationsResponseSchema.parse(body).policeStations;
}

describe("GET /api/police-stations-incharge", () => {
  test("answers every police station with its officer, in SPEC's field names", async () => {
    const list = await stations("/api/police-stations-incharge");
    expect(list.map((s) => s.id)).toEqual(PS_IDS);
    const dadar = list.find((s) => s.id === 11)!;
    expect(dadar).toMatchObject({
      name: "Dadar Railway Police Station",
      type: "PS",
      landline: "000-0000-0011",
      email: "sample-ps-11@example.org",
      color_code: "#c62828",
      strip: "central",
    });
    expect(dadar.address).toContain("Dadar");
    expect(Object.keys(dadar.officer!).sort()).toEqual(
      ["contact_number", "designation", "email", "id", "name", "photo", "photo_url"].sort(),
    );
    expect(dadar.officer).toMatchObject({ id: 111, name: "Sample Officer 111", contact_number: "000-0000-0000" });
    for (const station of list) {
      expect(["SENIOR_PI", "PI", "API", "PSI"]).toContain(station.officer?.designation);
      expect(["central", "western", "harbour"]).toContain(station.strip);
    }
  });

  test("answers in Marathi for a Marathi visitor", async () => {
    const list = await stations("/api/police-stations-incharge", "mr");
    const dadar = list.find((s) => s.id === 11)!;
    expect(dadar.name).toBe("दादर लोहमार्ग पोलीस ठाणे");
    expect(dadar.address).toMatch(/^नमुना पत्ता/);
    expect(dadar.officer?.name).toBe("नमुना अधिकारी 111");
    expect(dadar).not.toHaveProperty("lang");
  });

  test("officer photos are served from /storage; officers without one have null", async () => {
    const list = await stations("/api/police-stations-incharge");
    const withPhoto = list.find((s) => s.id === 10)!.officer!;
    expect(withPhoto.photo).toMatch(/^officers\/110\//);
    expect(withPhoto.photo_url).toBe(`/storage/${withPhoto.photo}/full.jpg`);
    const photo = await visitor().get(withPhoto.photo_url!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    for (const variant of ["w320.webp", "w320.avif"]) {
      expect((await visitor().get(`/storage/${withPhoto.photo}/${variant}`)).status, variant).toBe(200);
    }
    const karjat = list.find((s) => s.id === 16)!.officer!;
    expect(karjat).toMatchObject({ photo: null, photo_url: null });
  });

  test("a text only written in English is marked as such in Marathi", async () => {
    await server.services.db.updateTable("police_stations").set({ name_mr: null }).where("id", "=", 13).execute();
    try {
      const thane = (await stations("/api/police-stations-incharge", "mr")).find((s) => s.id === 13)!;
      expect(thane.name).toBe("Thane Railway Police Station");
      expect(thane.lang).toBe("en");
    } finally {
      await server.services.db
        .updateTable("police_stations")
        .set({ name_mr: "ठाणे लोहमार्ग पोलीस ठाणे" })
        .where("id", "=", 13)
        .execute();
    }
  });

  test("a station without an officer answers officer: null", async () => {
    await server.services.db.updateTable("police_stations").set({ officer_id: null }).where("id", "=", 26).execute();
    try {
      const palghar = (await stations("/api/police-stations-incharge")).find((s) => s.id === 26)!;
      expect(palghar.officer).toBeNull();
    } finally {
      await server.services.db.updateTable("police_stations").set({ officer_id: 126 }).where("id", "=", 26).execute();
    }
  });
});

describe("GET /api/police-station", () => {
  test("lists every station and office with its officer", async () => {
    const list = await stations("/api/police-station");
    expect(list.map((s) => s.id)).toEqual([...OFFICE_IDS, ...PS_IDS]);
    expect(list.find((s) => s.id === 1)).toMatchObject({
      type: "CP",
      name: "Office of the Commissioner of Police, Railways, Mumbai",
      strip: null,
      officer: { id: 1, designation: "CP" },
    });
  });

  test("?type= filters by inclusion: one type, repeated or comma-separated", async () => {
    expect((await stations("/api/police-station?type=PS")).map((s) => s.id)).toEqual(PS_IDS);
    const dcpAndAcp = await stations("/api/police-station?type=ACP&type=DCP");
    expect(dcpAndAcp.map((s) => s.id)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(dcpAndAcp.map((s) => s.type))).toEqual(new Set(["ACP", "DCP"]));
    expect((await stations("/api/police-station?type=acp,DCP")).map((s) => s.id)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect((await stations("/api/police-station?type=CONTROL")).map((s) => s.id)).toEqual([9]);
  });

  test("an unknown type is a 400 with the reason in the visitor's language", async () => {
    for (const query of ["?type=XX", "?type=PS,XX", "?type=%3Cscript%3E", `?type=${"A".repeat(300)}`]) {
      const response = await visitor().get(`/api/police-station${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { message: string; errors: { type: string[] } };
      expect(body.message).toMatch(/^The type must be/);
      expect(body.errors.type).toHaveLength(1);
    }
    const marathi = await visitor("mr").get("/api/police-station?type=XX");
    expect(marathi.status).toBe(400);
    expect(((await marathi.json()) as { message: string }).message).toMatch(/^प्रकार/);
  });

  test("answers in Marathi for a Marathi visitor", async () => {
    const list = await stations("/api/police-station?type=DCP", "mr");
    expect(list.map((s) => s.name)).toEqual([
      "पोलीस उपायुक्त कार्यालय, मध्य परिमंडळ (नमुना)",
      "पोलीस उपायुक्त कार्यालय, पश्चिम परिमंडळ (नमुना)",
    ]);
  });

  test("a path below it is an API 404, not a page", async () => {
    const response = await visitor().get("/api/police-station/11");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("OpenAPI", () => {
  test("documents both endpoints with their response schema and the 400", async () => {
    const response = await visitor().get("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: object }>; parameters?: unknown[] } }>;
    };
    const incharge = doc.paths["/api/police-stations-incharge"]!.get;
    expect(JSON.stringify(incharge.responses["200"])).toContain("policeStations");
    expect(JSON.stringify(incharge.responses["200"])).toContain("contact_number");
    const list = doc.paths["/api/police-station"]!.get;
    expect(list.responses["400"]).toBeDefined();
    expect(JSON.stringify(list.parameters)).toContain('"type"');
  });
});
