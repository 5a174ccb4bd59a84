import { expect, test } from "vitest";
import { DEMO_FORMER_COMMISSIONERS, DEMO_LEADERS } from "./demo-info";
import { photoOf } from "./people";
import { plasmaFrame } from "./plasma";
import { SAFETY_VIDEOS } from "./safety-videos";

test("the safety tips screen holds exactly 8 video ids (SPEC §9), all distinct", () => {
  expect(SAFETY_VIDEOS).toHaveLength(8);
  expect(new Set(SAFETY_VIDEOS.map((video) => video.id)).size).toBe(8);
  for (const video of SAFETY_VIDEOS) expect(video.id).toMatch(/^[\w-]{11}$/);
});

test("the leadership is three officers with the SPEC titles, in order (SPEC §2, §9)", () => {
  expect(DEMO_LEADERS.map((leader) => leader.title_en)).toEqual([
    "Commissioner of Police Railways Mumbai",
    "Director General of Police Railways Maharashtra State",
    "Director General of Police Maharashtra State",
  ]);
  for (const leader of DEMO_LEADERS) {
    expect(leader.name_en).toMatch(/^Sample Officer \d+$/);
    expect(leader.name_mr).toMatch(/^नमुना अधिकारी \d+$/);
    expect(leader.title_mr).toMatch(/[\u0900-\u097F]/);
  }
});

test("the demo former commissioners are at least six, with real calendar tenures spanning decades", () => {
  expect(DEMO_FORMER_COMMISSIONERS.length).toBeGreaterThanOrEqual(6);
  for (const item of DEMO_FORMER_COMMISSIONERS) {
    for (const date of [item.start, item.end]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(item.end >= item.start).toBe(true);
  }
  const years = DEMO_FORMER_COMMISSIONERS.map((item) => Number(item.start.slice(0, 4)));
  expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(20);
  // Some have a portrait, some show the fallback.
  expect(DEMO_FORMER_COMMISSIONERS.some((item) => item.photo)).toBe(true);
  expect(DEMO_FORMER_COMMISSIONERS.some((item) => !item.photo)).toBe(true);
});

test("a photo is all three columns or none", () => {
  expect(photoOf({ photo_key: "people/a", photo_width: 480, photo_height: 600 })).toEqual({
    key: "people/a",
    width: 480,
    height: 600,
  });
  expect(photoOf({ photo_key: null, photo_width: null, photo_height: null })).toBeNull();
  expect(photoOf({ photo_key: "people/a", photo_width: null, photo_height: 600 })).toBeNull();
});

test("the plasma frame's origin is derived from its configured address", () => {
  expect(plasmaFrame("https://example.org/donate?x=1")).toEqual({
    url: "https://example.org/donate?x=1",
    origin: "https://example.org",
  });
});
