import { afterEach, beforeEach, vi } from "vitest";

/** An error printed during a test is a bug the test did not assert on: fail the test. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error was called during the test:\n${errors.map((e) => e.join(" ")).join("\n")}`);
});
