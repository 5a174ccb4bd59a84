import { expect, test } from "vitest";
import { parseArgs } from "./admin-cli";

test("options are read as --name value, --name=value, or a bare flag", () => {
  expect(parseArgs(["create-user", "--email", "a@example.org", "--role=desk", "--station", "10", "--help"])).toEqual({
    command: "create-user",
    options: { email: "a@example.org", role: "desk", station: "10", help: true },
  });
  expect(parseArgs(["create-user", "--name", "Sample Officer 1"]).options.name).toBe("Sample Officer 1");
});

test("a stray argument is an error, not silently ignored", () => {
  expect(() => parseArgs(["create-user", "a@example.org"])).toThrow(/Unexpected argument/);
});
