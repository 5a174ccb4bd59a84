import { describe, expect, test } from "vitest";
import { rankItemsForReport, rankReportsForItem, type FoundSide, type LostSide } from "./match-ranking";

const item = (id: number, text: string, fields: Partial<FoundSide> = {}): FoundSide => ({
  id,
  category: "mobile_phone",
  foundOn: "2026-11-20",
  stationId: 11,
  texts: text.split(" | "),
  ...fields,
});
const report = (id: number, text: string, fields: Partial<LostSide> = {}): LostSide => ({
  id,
  category: "mobile_phone",
  lostOn: "2026-11-19",
  stationId: 11,
  line: null,
  text,
  ...fields,
});

describe("ranking register items for a lost report", () => {
  test("a shared IMEI puts its item first, above one that shares every word and the station", () => {
    const lost = report(1, "Black Samsung Galaxy phone with a blue cover, IMEI 356938035643809");
    const ranked = rankItemsForReport(
      lost,
      [
        item(10, "Black Samsung Galaxy phone with a blue cover"),
        item(11, "Samsung phone, IMEI 35-693803-564380-9", { stationId: 20 }),
      ],
      3,
    );
    expect(ranked.map((p) => p.candidate.id)).toEqual([11, 10]);
    expect(ranked[0]!.reasons[0]).toEqual({ kind: "imei", imei: "356938035643809" });
  });

  test("an IMEI typed in the report's own IMEI field counts as much as one in its description", () => {
    const lost = report(1, "Black Samsung Galaxy phone with a blue cover", { imeis: ["490154203237518"] });
    const ranked = rankItemsForReport(
      lost,
      [
        item(10, "Black Samsung Galaxy phone with a blue cover"),
        item(11, "Samsung phone, IMEI 49 015420 323751 8", { stationId: 20 }),
      ],
      3,
    );
    expect(ranked.map((p) => p.candidate.id)).toEqual([11, 10]);
    expect(ranked[0]!.reasons[0]).toEqual({ kind: "imei", imei: "490154203237518" });
    const back = rankReportsForItem(
      item(11, "Samsung phone, IMEI 490154203237518"),
      [report(2, "Samsung phone"), lost],
      3,
    );
    expect(back[0]!.candidate.id).toBe(1);
  });

  test("the IMEI of the register's own field matches the report's, in its field or its text", () => {
    const byField = report(1, "Phone lost on the train", { imeis: ["490154203237518"] });
    const byText = report(2, "My phone, IMEI 49-015420-323751-8");
    const phone = item(11, "Grey phone", { imei: "490154203237518", stationId: 20 });
    for (const lost of [byField, byText]) {
      const ranked = rankItemsForReport(lost, [item(10, "Phone lost on the train"), phone], 3);
      expect(ranked.map((p) => p.candidate.id)).toEqual([11, 10]);
      expect(ranked[0]!.reasons[0]).toEqual({ kind: "imei", imei: "490154203237518" });
    }
    const back = rankReportsForItem(phone, [report(3, "Grey phone"), byField], 3);
    expect(back[0]!.candidate.id).toBe(1);
  });

  test("the item's number written into the report puts it first", () => {
    const ranked = rankItemsForReport(
      report(1, "This is mine: register item FP-000012. Grey phone."),
      [item(10, "Grey phone"), item(12, "Phone")],
      3,
    );
    expect(ranked[0]!.candidate.id).toBe(12);
    expect(ranked[0]!.reasons).toContainEqual({ kind: "item_number" });
  });

  test("Marathi words match the item's Marathi description, vowel signs and all", () => {
    const lost = report(1, "लाल रंगाची सॅमसंग कंपनीची पिशवी, आत शाळेची पुस्तके", { category: "bag", stationId: null });
    const ranked = rankItemsForReport(
      lost,
      [
        item(10, "Black leather bag | काळी चामड्याची पिशवी", { category: "bag" }),
        item(11, "Red bag with school books | लाल पिशवी, आत शाळेची पुस्तके", { category: "bag", stationId: 24 }),
      ],
      3,
    );
    expect(ranked[0]!.candidate.id).toBe(11);
    const words = ranked[0]!.reasons.find((reason) => reason.kind === "words");
    expect(words).toMatchObject({ words: expect.arrayContaining(["शाळेची", "पुस्तके", "लाल"]) });
  });

  test("rare words count for more than common ones, and the station and line say why", () => {
    const lost = report(1, "Blue Wildcraft bag with a laptop", { category: "bag", stationId: 20, line: "western" });
    const items = [
      item(10, "Blue bag", { category: "bag", stationId: 20 }),
      item(11, "Wildcraft laptop bag", { category: "bag", stationId: 21 }),
      item(12, "Blue bag with clothes", { category: "bag", stationId: 10 }),
      item(13, "Blue bag with tiffin", { category: "bag", stationId: 10 }),
    ];
    const ranked = rankItemsForReport(lost, items, 3);
    expect(ranked[0]!.candidate.id).toBe(11);
    expect(ranked[0]!.reasons).toContainEqual({ kind: "line" });
    expect(ranked.find((p) => p.candidate.id === 10)!.reasons).toContainEqual({ kind: "station" });
  });

  test("another category, or an item found long after or well before the loss, is never proposed", () => {
    const lost = report(1, "Black wallet with a PAN card", { category: "wallet_purse", lostOn: "2026-10-01" });
    const ranked = rankItemsForReport(
      lost,
      [
        item(10, "Black wallet with a PAN card", { category: "bag", foundOn: "2026-10-02" }),
        item(11, "Black wallet with a PAN card", { category: "wallet_purse", foundOn: "2026-11-20" }),
        item(12, "Black wallet with a PAN card", { category: "wallet_purse", foundOn: "2026-09-25" }),
        item(13, "Black wallet", { category: "wallet_purse", foundOn: "2026-10-31" }),
      ],
      3,
    );
    expect(ranked.map((p) => p.candidate.id)).toEqual([13]);
    expect(ranked[0]!.reasons).toContainEqual({ kind: "date", days: 30 });
  });
});

describe("ranking lost reports for a register item", () => {
  test("the closest report comes first, with its reasons", () => {
    const found = item(10, "Silver Vivo phone with a cracked screen | चांदीचा विवो फोन");
    const ranked = rankReportsForItem(
      found,
      [
        report(1, "Black Oppo phone", { stationId: 11 }),
        report(2, "माझा विवो फोन हरवला, स्क्रीन फुटलेली", { stationId: 12, lostOn: "2026-11-18" }),
        report(3, "Silver Vivo phone, cracked screen", { stationId: 11, category: "bag" }),
      ],
      3,
    );
    expect(ranked[0]!.candidate.id).toBe(2);
    expect(ranked[0]!.reasons.map((reason) => reason.kind)).toEqual(["words", "line", "date"]);
    expect(ranked.map((p) => p.candidate.id)).not.toContain(3);
  });
});
