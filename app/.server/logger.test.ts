import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger } from "./logger";

/** A logger whose JSON lines are collected instead of written to stdout. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger("info", stream), lines, text: () => JSON.stringify(lines) };
}

describe("log redaction", () => {
  test("a one-time code, a password and a token passed by mistake are replaced", () => {
    const { logger, lines, text } = capturedLogger();
    logger.info(
      { otp: "4821", code: "9317", password: "hunter2hunter2", token: "abc.def", input: { code: "5502" } },
      "oops",
    );
    expect(lines[0]).toMatchObject({ otp: "[redacted]", code: "[redacted]", password: "[redacted]" });
    expect(text()).not.toMatch(/4821|9317|5502|hunter2|abc\.def/);
  });

  test("a full mobile number is masked, at the top level and inside an object", () => {
    const { logger, lines, text } = capturedLogger();
    logger.info({ mobile_number: "9876543210", report: { mobile: "9123456780", otp: "1234" } }, "oops");
    expect(lines[0]).toMatchObject({
      mobile_number: "98xxxxxx10",
      report: { mobile: "91xxxxxx80", otp: "[redacted]" },
    });
    expect(text()).not.toMatch(/9876543210|9123456780|1234/);
  });

  test("cookies and authorisation headers of a logged request are replaced", () => {
    const { logger, text } = capturedLogger();
    logger.info(
      { req: { headers: { cookie: "rp_citizen=secret-session", authorization: "Bearer metrics-token-123" } } },
      "request",
    );
    expect(text()).not.toMatch(/secret-session|metrics-token-123/);
    expect(text()).toContain("[redacted]");
  });

  test("an error's system code is kept, because it says what failed and is no secret", () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: Object.assign(new Error("connect failed"), { code: "ECONNREFUSED" }) }, "database");
    expect(lines[0]).toMatchObject({ err: { code: "ECONNREFUSED", message: "connect failed" } });
  });

  test("what the application does log (a masked number, a purpose, a reference) passes unchanged", () => {
    const { logger, lines } = capturedLogger();
    logger.info({ to: "98xxxxxx10", purpose: "complaint", reference: "MRP-C-2025-000001" }, "sms sent");
    expect(lines[0]).toMatchObject({ to: "98xxxxxx10", purpose: "complaint", reference: "MRP-C-2025-000001" });
  });
});
