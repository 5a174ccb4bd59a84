import { describe, expect, test } from "vitest";
import { readPhotoFields } from "./article-photos";

const photos = [1, 2, 3, 4].map((id) => ({ id, alt_en: `Photo ${id}`, alt_mr: null, alt_hi: null }));
const orderAfter = (positions: Record<number, number>, removed: number[] = []) => {
  const fields = Object.fromEntries(Object.entries(positions).map(([id, at]) => [`image_position-${id}`, String(at)]));
  const result = readPhotoFields(photos, fields, new Set(removed));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.changes.kept.map((photo) => photo.id);
};

describe("the photo fields of the article edit form", () => {
  test("a photo moved up goes before the one in its place, a photo moved down after it", () => {
    expect(orderAfter({ 4: 1 })).toEqual([4, 1, 2, 3]);
    expect(orderAfter({ 1: 3 })).toEqual([2, 3, 1, 4]);
    expect(orderAfter({ 1: 2, 2: 1 })).toEqual([2, 1, 3, 4]);
    expect(orderAfter({ 1: 1, 2: 2, 3: 3, 4: 4 })).toEqual([1, 2, 3, 4]);
  });

  test("removed photos leave the order, the others keep theirs", () => {
    expect(orderAfter({ 3: 1 }, [1])).toEqual([3, 2, 4]);
    const result = readPhotoFields(photos, {}, new Set([2]));
    expect(result.ok && result.changes.reordered).toBe(false);
  });

  test("descriptions are trimmed, emptied to null, and missing fields keep what was saved", () => {
    const result = readPhotoFields(
      photos,
      { "image_alt_en-1": "  ", "image_alt_mr-2": " गाडी ", "image_alt_hi-4": " गाड़ी " },
      new Set(),
    );
    expect(result.ok && result.changes.kept).toEqual([
      { id: 1, alts: { alt_en: null, alt_mr: null, alt_hi: null }, altChanged: true },
      { id: 2, alts: { alt_en: "Photo 2", alt_mr: "गाडी", alt_hi: null }, altChanged: true },
      { id: 3, alts: { alt_en: "Photo 3", alt_mr: null, alt_hi: null }, altChanged: false },
      { id: 4, alts: { alt_en: "Photo 4", alt_mr: null, alt_hi: "गाड़ी" }, altChanged: true },
    ]);
  });

  test("a description that is too long or a position off the list is refused, by field", () => {
    const result = readPhotoFields(
      photos,
      { "image_alt_mr-3": "x".repeat(301), "image_position-2": "9", "image_position-1": "one" },
      new Set(),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        "image_position-1": "position_invalid",
        "image_position-2": "position_invalid",
        "image_alt_mr-3": "alt_too_long",
      },
    });
  });
});
