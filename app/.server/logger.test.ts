import { describe, expect, test } from "vitest";
import { capturedLogger } from "../../tests/support/captured-logger";

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

  test("an error's code is kept under err and error, because it says what failed and is no secret", () => {
    const { logger, lines } = capturedLogger();
    const postgres = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      severity: "FATAL",
    });
    logger.error({ err: postgres }, "database");
    logger.error({ err: Object.assign(new Error("connect failed"), { code: "ECONNREFUSED" }) }, "database");
    logger.error({ error: postgres }, "database");
    logger.error({ err: { code: "57P01", message: "as a plain object" } }, "database");
    logger.error(postgres);
    expect(lines.map((line) => (line.err ?? line.error) as Record<string, unknown>)).toMatchObject([
      { type: "Error", code: "57P01", severity: "FATAL", message: postgres.message },
      { code: "ECONNREFUSED", message: "connect failed" },
      { type: "Error", code: "57P01", message: postgres.message },
      { code: "57P01", message: "as a plain object" },
      { code: "57P01", message: postgres.message },
    ]);
  });

  test("the code of an error's cause is kept too: a wrapped database error still says what failed", () => {
    const { logger, lines } = capturedLogger();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    logger.error({ err: new Error("the report could not be saved", { cause: refused }) }, "database");
    expect(lines[0]).toMatchObject({
      err: {
        message: "the report could not be saved",
        cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" },
      },
    });
  });

  test("a one-time code stays redacted next to an error, and secrets inside an error are still replaced", () => {
    const { logger, lines, text } = capturedLogger();
    const failure = Object.assign(new Error("sms failed"), { code: "ETIMEDOUT", otp: "7391", token: "t0k3n" });
    logger.warn({ code: "4821", body: { code: "6604" }, err: failure }, "oops");
    expect(lines[0]).toMatchObject({ code: "[redacted]", err: { code: "ETIMEDOUT", otp: "[redacted]" } });
    expect(text()).not.toMatch(/4821|6604|7391|t0k3n/);
  });

  test("what the application does log (a masked number, a purpose, a reference) passes unchanged", () => {
    const { logger, lines } = capturedLogger();
    logger.info({ to: "98xxxxxx10", purpose: "complaint", reference: "MRP-C-2025-000001" }, "sms sent");
    expect(lines[0]).toMatchObject({ to: "98xxxxxx10", purpose: "complaint", reference: "MRP-C-2025-000001" });
  });
});
