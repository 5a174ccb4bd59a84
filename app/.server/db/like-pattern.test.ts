import { expect, test } from "vitest";
import { likePattern } from "./like-pattern";

test("a search for % or _ matches them literally", () => {
  expect(likePattern("100%_Done!")).toBe("%100!%!_done!!%");
});
