import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import type { AppServices } from "~/.server/services";
import { servicesContext } from "~/.server/context";
import { handleError } from "./entry.server";
import { capturedLogger } from "../tests/support/captured-logger";

test("a database outage is logged with the code that says what failed", () => {
  const { logger, lines } = capturedLogger();
  const context = new RouterContextProvider();
  context.set(servicesContext, { logger } as AppServices);
  const request = new Request("http://localhost/news");
  const outage = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  handleError(outage, { request, context, params: {} });
  handleError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), {
    request,
    context,
    params: {},
  });
  expect(lines).toMatchObject([
    { level: 40, msg: "database unavailable", err: { code: "57P01", message: outage.message } },
    { level: 40, msg: "database unavailable", err: { code: "ECONNREFUSED" } },
  ]);
  // One warning line each, without a stack trace: an outage fails every request alike.
  expect(JSON.stringify(lines)).not.toContain("stack");
});
