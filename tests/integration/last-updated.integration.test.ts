/**
 * "Content last updated" in the footer of every page (GIGW): the newest change to any
 * public content, in the visitor's language, following a change within the minute it is kept.
 */
import { expect, test } from "vitest";
import { LAST_UPDATED_TTL_MS } from "~/.server/content/last-updated";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";

const clock = new TestClock();
const server = useTestServer({}, { clock });

async function footerTime(path: string, locale: "en" | "mr" = "en") {
  const visitor = new Visitor(server.url);
  visitor.cookies.set("lang", locale);
  // React separates adjacent text with empty comments; they are not part of what people see.
  const html = (await (await visitor.get(path)).text()).replaceAll("<!-- -->", "");
  const match = /<p class="last-updated">([^<]*): <time dateTime="([^"]+)">([^<]+)<\/time><\/p>/.exec(html);
  expect(match, `${path} has no last-updated line`).not.toBeNull();
  return { label: match![1]!, iso: match![2]!, shown: match![3]! };
}

test("every kind of page says when the content last changed, in the visitor's language", async () => {
  const newest = await server.services.db
    .selectFrom("articles")
    .select((eb) => eb.fn.max("updated_at").as("latest"))
    .executeTakeFirstOrThrow();
  const en = await footerTime("/");
  expect(Date.parse(en.iso)).toBeGreaterThanOrEqual(new Date(newest.latest!).getTime());
  expect(en.label).toBe("Content last updated");
  expect(en.shown).toMatch(/^\d{2} \w{3} \d{4}, \d{2}:\d{2} (AM|PM)$/);
  const mr = await footerTime("/police-station/10", "mr");
  expect(mr.iso).toBe(en.iso);
  expect(mr.label).toBe("संकेतस्थळावरील माहिती शेवटची अद्ययावत");
  expect(mr.shown).toMatch(/^[०-९]{2} \S+ [०-९]{4}/);
  await footerTime("/no-such-page");
});

test("a change to any content shows within the minute", async () => {
  const before = await footerTime("/faq");
  const later = new Date(Date.parse(before.iso) + 3_600_000).toISOString();
  await server.services.db.updateTable("police_stations").set({ updated_at: later }).where("id", "=", 26).execute();
  clock.advance(LAST_UPDATED_TTL_MS + 1);
  expect((await footerTime("/faq")).iso).toBe(later);
});
