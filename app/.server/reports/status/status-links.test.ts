import { describe, expect, test } from "vitest";
import { openStatusLink, signStatusLink, STATUS_LINK_LIFETIME_MS, type LinkedReport } from "./status-links";
import { GOLDEN_NOW, GOLDEN_SECRET, referenceMac, withChangedCharacter } from "../../security/issued-tokens.fixtures";

const REPORT: LinkedReport = { id: 4217, reference: "MRP-C-2026-000123", mobile_number: "9876543210" };
const UNCONFIRMED: LinkedReport = { id: 88, reference: null, mobile_number: "9123456789" };

/** Opens `token` at `now` against one report row (the lookup finds it by its id only). */
const open = (token: string, now: number, row: LinkedReport = REPORT) =>
  openStatusLink(GOLDEN_SECRET, token, new Date(now), async (id) => (id === row.id ? row : undefined));

describe("status links already sent by SMS", () => {
  const LINK = "395.tafzq0.fxzbeYaN12BwSD3F1ATGow";
  const LINK_WITHOUT_REFERENCE = "2g.tafzq0.pmY0Y0yPtqnFe3dJuMYGmA";
  const expiresAtSeconds = (GOLDEN_NOW + STATUS_LINK_LIFETIME_MS) / 1000;

  test("are row id and expiry in base 36, then 16 bytes of the MAC over them, the reference and the mobile", () => {
    const mac = referenceMac("status-link", [4217, expiresAtSeconds, "MRP-C-2026-000123", "9876543210"], 16);
    expect(LINK).toBe(`${(4217).toString(36)}.${expiresAtSeconds.toString(36)}.${mac}`);
    const bare = referenceMac("status-link", [88, expiresAtSeconds, "", "9123456789"], 16);
    expect(LINK_WITHOUT_REFERENCE).toBe(`2g.${expiresAtSeconds.toString(36)}.${bare}`);
  });

  test("the same report and time make the same link", () => {
    expect(signStatusLink(GOLDEN_SECRET, REPORT, new Date(GOLDEN_NOW))).toBe(LINK);
    expect(signStatusLink(GOLDEN_SECRET, UNCONFIRMED, new Date(GOLDEN_NOW))).toBe(LINK_WITHOUT_REFERENCE);
  });

  test("open their report for 30 days", async () => {
    expect(await open(LINK, GOLDEN_NOW)).toBe(REPORT);
    expect(await open(LINK, GOLDEN_NOW + STATUS_LINK_LIFETIME_MS - 1)).toBe(REPORT);
    expect(await open(LINK_WITHOUT_REFERENCE, GOLDEN_NOW, UNCONFIRMED)).toBe(UNCONFIRMED);
  });

  test("a changed byte, another report on the row, another purpose or an expired link open nothing", async () => {
    for (const index of [0, 5, 11, -1]) expect(await open(withChangedCharacter(LINK, index), GOLDEN_NOW)).toBeNull();
    expect(await open(LINK, GOLDEN_NOW, { ...REPORT, mobile_number: "9876543211" })).toBeNull();
    expect(await open(LINK, GOLDEN_NOW, { ...REPORT, reference: "MRP-C-2026-000124" })).toBeNull();
    const [id, expiry] = LINK.split(".");
    const otherPurpose = referenceMac(
      "acknowledgement-verify",
      [4217, expiresAtSeconds, "MRP-C-2026-000123", "9876543210"],
      16,
    );
    expect(await open(`${id}.${expiry}.${otherPurpose}`, GOLDEN_NOW)).toBeNull();
    expect(await open(LINK, GOLDEN_NOW + STATUS_LINK_LIFETIME_MS)).toBeNull();
    expect(await open(`${LINK}A`, GOLDEN_NOW)).toBeNull();
  });

  test("open under one spelling only: a leading zero in the row or the expiry opens nothing", async () => {
    const [id, expiry, mac] = LINK.split(".");
    expect(await open(LINK, GOLDEN_NOW)).not.toBeNull();
    expect(await open(`0${id}.${expiry}.${mac}`, GOLDEN_NOW)).toBeNull();
    expect(await open(`${id}.0${expiry}.${mac}`, GOLDEN_NOW)).toBeNull();
  });
});
