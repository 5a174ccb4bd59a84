import { describe, expect, test } from "vitest";
import { FRAME_HEIGHT, frameHeightFromMessage, parseFrameHeight } from "./plasma-height";

const ORIGIN = "https://example.org";
const frameWindow = { name: "the frame's window" };
const expected = { origin: ORIGIN, frameWindow };

describe("a height message from the plasma frame", () => {
  test("is obeyed when it comes from the configured origin and our frame", () => {
    expect(frameHeightFromMessage({ origin: ORIGIN, source: frameWindow, data: 1234 }, expected)).toBe(1234);
    expect(frameHeightFromMessage({ origin: ORIGIN, source: frameWindow, data: { height: 900 } }, expected)).toBe(900);
  });

  test("is ignored from any other origin, however similar", () => {
    for (const origin of [
      "https://evil.example",
      "http://example.org",
      "https://example.org.evil.example",
      "https://sub.example.org",
      "https://example.org:8443",
      "null",
      "",
    ]) {
      expect(frameHeightFromMessage({ origin, source: frameWindow, data: 1234 }, expected), origin).toBeNull();
    }
  });

  test("is ignored when another window sends it, even from the right origin", () => {
    expect(frameHeightFromMessage({ origin: ORIGIN, source: {}, data: 1234 }, expected)).toBeNull();
    expect(frameHeightFromMessage({ origin: ORIGIN, source: null, data: 1234 }, expected)).toBeNull();
    expect(
      frameHeightFromMessage({ origin: ORIGIN, source: null, data: 1234 }, { origin: ORIGIN, frameWindow: null }),
    ).toBeNull();
  });

  test("is ignored when no origin is configured", () => {
    expect(
      frameHeightFromMessage({ origin: "", source: frameWindow, data: 1234 }, { origin: "", frameWindow }),
    ).toBeNull();
  });
});

describe("the height a message carries", () => {
  test("may be a number, a numeric string or an object with a height", () => {
    expect(parseFrameHeight(640)).toBe(640);
    expect(parseFrameHeight(640.6)).toBe(641);
    expect(parseFrameHeight("640")).toBe(640);
    expect(parseFrameHeight(" 640px ")).toBe(640);
    expect(parseFrameHeight({ height: 640 })).toBe(640);
    expect(parseFrameHeight({ height: "640" })).toBe(640);
  });

  test("is clamped to a sane range", () => {
    expect(parseFrameHeight(1)).toBe(FRAME_HEIGHT.min);
    expect(parseFrameHeight(199)).toBe(200);
    expect(parseFrameHeight(5000)).toBe(5000);
    expect(parseFrameHeight(10_000_000)).toBe(FRAME_HEIGHT.max);
    expect(FRAME_HEIGHT).toMatchObject({ min: 200, max: 5000 });
  });

  test("is refused when it is not a plain positive number", () => {
    for (const data of [
      0,
      -5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "",
      "abc",
      "100vh",
      "1e4",
      "12; height: 0",
      "-100",
      null,
      undefined,
      true,
      [640],
      {},
      { height: "tall" },
      { height: { height: 640 } },
    ]) {
      expect(parseFrameHeight(data), JSON.stringify(data) ?? String(data)).toBeNull();
    }
  });
});
