/**
 * Matching reads an item's Hindi description as it reads the English and Marathi ones: a lost
 * report written in Hindi is proposed the item whose Hindi description shares its words, and a
 * Hindi reader of the proposal reads that description (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { expect, test } from "vitest";
import { proposeItemsForReport, proposeReportsForItem } from "./match-proposals";
import { addLostReport, freshDatabaseEachTest, NOBODY } from "./register.fixtures";

const fresh = freshDatabaseEachTest();

const addItem = async (description_en: string, description_hi: string | null = null) =>
  (
    await fresh.db
      .insertInto("found_property")
      .values({ category: "other", description_en, description_hi, station_id: 10, found_on: "2026-11-20" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

test("a lost report in Hindi is proposed the item whose Hindi description shares its words", async () => {
  const { db } = fresh;
  const plain = await addItem("Sample umbrella");
  const described = await addItem("Sample umbrella", "नमूना काला छाता, बाँस का हत्था, नीली पट्टी");
  const report = await addLostReport(db, 1, {
    category: "other",
    message: "मेरा काला छाता खो गया, बाँस का हत्था और नीली पट्टी",
    station_id: 10,
    incident_date: "2026-11-19",
  });

  const proposals = await proposeItemsForReport(db, NOBODY, report, "hi", 3);
  expect(proposals[0]?.id).toBe(described);
  expect(proposals.map((proposal) => proposal.id)).toContain(plain);
  expect(proposals[0]?.description).toBe("नमूना काला छाता, बाँस का हत्था, नीली पट्टी");
  expect(proposals[0]).not.toHaveProperty("descriptionLang");
  // Read in English by an English reader, and by a Hindi reader where there is no Hindi text.
  expect((await proposeItemsForReport(db, NOBODY, report, "en", 3))[0]?.description).toBe("Sample umbrella");
  expect(proposals.find((proposal) => proposal.id === plain)).toMatchObject({ descriptionLang: "en" });

  expect((await proposeReportsForItem(db, NOBODY, described, "hi", 3)).map((proposal) => proposal.id)).toEqual([
    report,
  ]);
});
