import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import mr from "~/locales/mr";
import hi from "~/locales/hi";
import { LOCALES } from "~/i18n/locales";
import { DEMO_STATIONS } from "./demo-stations";
import { nameOfStop } from "./jurisdiction";
import {
  findStop,
  jurisdictionOf,
  RAILWAY_LINE_IDS,
  RAILWAY_STOP_IDS,
  RAILWAY_STOPS,
  type RailwayStop,
} from "./railway-stops";

/** A stop's name in every language, as each language's folder gives it (app/locales/<code>/stops.ts). */
const namesOf = (stop: RailwayStop) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, nameOfStop(stop, locale)])) as Record<
    (typeof LOCALES)[number],
    string
  >;

/** SPEC §2 railway map: the 17 railway police stations and the stop each one is at. */
const POLICE_STATION_STOPS: Record<string, number> = {
  csmt: 10,
  dadar: 11,
  kurla: 12,
  thane: 13,
  dombivli: 14,
  kalyan: 15,
  karjat: 16,
  "vadala-road": 17,
  vashi: 18,
  panvel: 19,
  churchgate: 20,
  "mumbai-central": 21,
  bandra: 22,
  andheri: 23,
  borivali: 24,
  "vasai-road": 25,
  palghar: 26,
};

describe("railway stops and their jurisdiction", () => {
  it("has unique slugs, a name in every language, known lines and one of the 17 police stations for each stop", () => {
    expect(new Set(RAILWAY_STOPS.map((stop) => stop.id)).size).toBe(RAILWAY_STOPS.length);
    expect(RAILWAY_STOP_IDS).toEqual(RAILWAY_STOPS.map((stop) => stop.id));
    for (const stop of RAILWAY_STOPS) {
      expect(stop.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.keys(namesOf(stop)).sort(), stop.id).toEqual([...LOCALES].sort());
      expect(namesOf(stop).en.trim()).not.toBe("");
      expect(namesOf(stop).mr, stop.id).toMatch(/^[\u0900-\u097F ()-]+$/);
      expect(namesOf(stop).hi, stop.id).toMatch(/^[\u0900-\u097F ()-]+$/);
      expect(stop.lines.length).toBeGreaterThan(0);
      for (const line of stop.lines) expect(RAILWAY_LINE_IDS).toContain(line);
      expect(Object.values(POLICE_STATION_STOPS)).toContain(stop.policeStationId);
    }
  });

  it("gives each police station's own stop to that police station", () => {
    for (const [stop, policeStation] of Object.entries(POLICE_STATION_STOPS)) {
      expect(jurisdictionOf(stop), stop).toBe(policeStation);
    }
  });

  it("gives the stops between them to the police station whose stretch covers them", () => {
    expect(jurisdictionOf("ghatkopar")).toBe(12);
    expect(jurisdictionOf("mulund")).toBe(13);
    expect(jurisdictionOf("neral")).toBe(16);
    expect(jurisdictionOf("kasara")).toBe(15);
    expect(jurisdictionOf("khar-road")).toBe(22);
    expect(jurisdictionOf("nalasopara")).toBe(25);
    expect(jurisdictionOf("dahanu-road")).toBe(26);
    expect(jurisdictionOf("kharghar")).toBe(19);
    expect(jurisdictionOf("airoli")).toBe(18);
  });

  it("knows nothing of a stop it does not list", () => {
    expect(jurisdictionOf("nowhere")).toBeUndefined();
    expect(findStop("nowhere")).toBeUndefined();
    expect(findStop("dadar")?.lines).toEqual(["central", "western"]);
  });
});

describe("station names, spelled as the railways spell them, one spelling everywhere", () => {
  const ROOT = new URL("../../../../", import.meta.url).pathname;
  const placeOf = (name: string | null | undefined) =>
    (name ?? "").replace(/ (Railway Police Station|लोहमार्ग पोलीस ठाणे)$/, "");
  /** A police station's place names its stop: the stop's name, or its start ("Vadala" of "Vadala Road"). */
  const names = (place: string, stop: { names: Record<string, string>; aliases?: readonly string[] }) =>
    [...Object.values(stop.names), ...(stop.aliases ?? [])].some(
      (name) => name === place || name.startsWith(`${place} `),
    );

  it("names each police station after its own stop, in both languages", () => {
    for (const [stopId, policeStation] of Object.entries(POLICE_STATION_STOPS)) {
      const stop = findStop(stopId)!;
      const station = DEMO_STATIONS.find((row) => row.id === policeStation)!;
      const named = { names: namesOf(stop), aliases: stop.aliases };
      expect(names(placeOf(station.name_en), named), station.name_en).toBe(true);
      expect(names(placeOf(station.name_mr), named), placeOf(station.name_mr)).toBe(true);
    }
  });

  it("labels the railway map's stations in Hindi with their stops' Hindi names", () => {
    for (const [stopId, policeStation] of Object.entries(POLICE_STATION_STOPS)) {
      const label = hi.stations.map.names[`s${policeStation}` as keyof typeof hi.stations.map.names];
      const name = namesOf(findStop(stopId)!).hi;
      expect(name === label || name.startsWith(`${label} `), `${label} / ${name}`).toBe(true);
    }
  });

  it("labels the railway map's stations as the police stations are named", () => {
    for (const station of DEMO_STATIONS) {
      const key = `s${station.id}` as keyof typeof en.stations.map.names;
      expect(en.stations.map.names[key]).toBe(placeOf(station.name_en));
      expect(mr.stations.map.names[key]).toBe(placeOf(station.name_mr));
    }
  });

  it("writes stop names in plain letters: a hyphen, not a dash, as a search box is typed", () => {
    for (const stop of RAILWAY_STOPS) expect(namesOf(stop).en, stop.id).toMatch(/^[A-Za-z][A-Za-z' ()-]*$/);
  });

  /** Other spellings the search knows (aliases), but that are no short form of the stop's own name. */
  const otherSpellings = RAILWAY_STOPS.flatMap((stop) =>
    (stop.aliases ?? []).filter((alias) => !names(alias, { names: namesOf(stop) })),
  );
  const files = [
    ...LOCALES.map((locale) => `app/locales/${locale}`).flatMap((folder) =>
      readdirSync(join(ROOT, folder)).map((name) => `${folder}/${name}`),
    ),
    ...readdirSync(join(ROOT, "app/.server/content"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((area) =>
        readdirSync(join(ROOT, "app/.server/content", area.name))
          .filter((name) => name.startsWith("demo-"))
          .map((name) => `app/.server/content/${area.name}/${name}`),
      ),
    ...readdirSync(join(ROOT, "app/.server/db/seed"))
      .filter((name) => name.startsWith("demo-"))
      .map((name) => `app/.server/db/seed/${name}`),
  ].filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

  it.each(files)("uses no other spelling of a stop in %s", (file) => {
    expect(otherSpellings).toContain("Dombivali");
    const text = readFileSync(join(ROOT, file), "utf8");
    const found = otherSpellings.filter((alias) =>
      new RegExp(`(?<![\\p{L}\\p{M}])${alias}(?![\\p{L}\\p{M}])`, "u").test(text),
    );
    expect(found).toEqual([]);
  });
});

describe("stop names in Hindi, as Indian Railways writes them", () => {
  const hindi = (id: string) => namesOf(findStop(id)!).hi;

  it("writes Hindi spelling, not Marathi, where the two differ", () => {
    expect(hindi("csmt")).toBe("सीएसएमटी (छत्रपति शिवाजी महाराज टर्मिनस)");
    expect(namesOf(findStop("csmt")!).mr).toContain("छत्रपती");
    expect(hindi("sandhurst-road")).toBe("सैंडहर्स्ट रोड");
    expect(hindi("bhivpuri-road")).toBe("भिवपुरी रोड");
    expect(hindi("seawoods-darave")).toBe("सीवुड्स-दारावे");
    // Hindi writes ल where Marathi writes ळ.
    for (const stop of RAILWAY_STOPS) expect(namesOf(stop).hi, stop.id).not.toMatch(/ळ/);
  });

  it.each([
    ["parel", "परेल", "परळ"],
    ["sion", "सायन", "शीव"],
    ["bandra", "बांद्रा", "वांद्रे"],
    ["sewri", "सेवरी", "शिवडी"],
    ["byculla", "भायखला", "भायखळा"],
    ["tilak-nagar", "तिलक नगर", "टिळक नगर"],
    ["badlapur", "बदलापुर", "बदलापूर"],
  ])("names %s %s in Hindi (Marathi %s)", (id, hi, mr) => {
    expect(namesOf(findStop(id)!)).toMatchObject({ hi, mr });
  });

  it.each([
    ["dadar", "दादर"],
    ["thane", "ठाणे"],
    ["kalyan", "कल्याण"],
    ["dombivli", "डोंबिवली"],
    ["vasai-road", "वसई रोड"],
    ["kurla", "कुर्ला"],
  ])("names %s %s, as Marathi does", (id, name) => {
    expect(namesOf(findStop(id)!)).toMatchObject({ hi: name, mr: name });
  });

  it("is how the Hindi strings write a stop: never its Marathi name where the two differ", () => {
    const ROOT = new URL("../../../../", import.meta.url).pathname;
    const folder = join(ROOT, "app/locales/hi");
    const text = readdirSync(folder)
      .map((name) => readFileSync(join(folder, name), "utf8"))
      .join("\n");
    const marathiOnly = RAILWAY_STOPS.filter((stop) => namesOf(stop).mr !== namesOf(stop).hi).map(
      (stop) => namesOf(stop).mr,
    );
    expect(marathiOnly).toContain("वांद्रे");
    const found = marathiOnly.filter((name) =>
      new RegExp(`(?<![\\p{L}\\p{M}])${name.replace(/[()]/g, "\\$&")}(?![\\p{L}\\p{M}])`, "u").test(text),
    );
    expect(found).toEqual([]);
  });

  it("writes every Road रोड", () => {
    for (const stop of RAILWAY_STOPS.filter((entry) => namesOf(entry).en.endsWith(" Road"))) {
      expect(namesOf(stop).hi, stop.id).toMatch(/ रोड$/);
    }
  });
});
