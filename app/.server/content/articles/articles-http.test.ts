import { describe, expect, test } from "vitest";
import { articleListQuerySchema } from "./articles-http";

const parse = (query: string) => articleListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe("the query of a list page", () => {
  test("defaults to the first page of cards", () => {
    expect(parse("")).toMatchObject({ success: true, data: { page: 1, view: "cards" } });
    expect(parse("page=")).toMatchObject({ success: true, data: { page: 1 } });
  });

  test("reads a page number and the timeline view", () => {
    expect(parse("page=3&view=timeline")).toMatchObject({ success: true, data: { page: 3, view: "timeline" } });
  });

  test("shows the cards for an unknown view rather than failing", () => {
    expect(parse("view=<script>")).toMatchObject({ success: true, data: { view: "cards" } });
  });

  test.each(["0", "-1", "abc", "1.5", "1e2", " 2", "2 ", "1234567", "0x10"])(
    "reads a mistyped page=%j as the first page",
    (page) => {
      expect(parse(`page=${encodeURIComponent(page)}`)).toMatchObject({ success: true, data: { page: 1 } });
    },
  );
});
