import { describe, expect, test } from "vitest";
import { parseDeliveryReports } from "./parse";

describe("MSG91's delivery reports", () => {
  // Webhook version 2 (the SMS section's default): application/x-www-form-urlencoded, `data` a
  // JSON array in a string, a report per number with MSG91's status code.
  const v2 = (...reports: Array<{ requestId: string; status: string }>) => ({
    data: JSON.stringify(
      reports.map(({ requestId, status }) => ({
        senderId: "MRPSMS",
        requestId,
        report: [{ date: "2026-05-22 10:06:20", number: "919800000000", status, desc: "" }],
        userId: "270000",
        campaignName: "API",
      })),
    ),
  });

  test("status 1 is delivered; 2, 9, 16, 17 and 25 are not", () => {
    expect(parseDeliveryReports("msg91", { body: v2({ requestId: "a", status: "1" }) })).toEqual([
      { providerMessageId: "a", outcome: "delivered" },
    ]);
    for (const status of ["2", "9", "16", "17", "25"]) {
      expect(parseDeliveryReports("msg91", { body: v2({ requestId: "b", status }) })).toEqual([
        { providerMessageId: "b", outcome: "undelivered" },
      ]);
    }
  });

  test("a status that is not final yet is left out", () => {
    expect(parseDeliveryReports("msg91", { body: v2({ requestId: "c", status: "8" }) })).toEqual([]);
  });

  test("several requests in one report", () => {
    expect(
      parseDeliveryReports("msg91", { body: v2({ requestId: "d", status: "1" }, { requestId: "e", status: "2" }) }),
    ).toEqual([
      { providerMessageId: "d", outcome: "delivered" },
      { providerMessageId: "e", outcome: "undelivered" },
    ]);
  });

  test("webhook version 3: one JSON object per report", () => {
    expect(
      parseDeliveryReports("msg91", { body: { requestId: "f", status: "2", desc: "FAILED", number: "9198" } }),
    ).toEqual([{ providerMessageId: "f", outcome: "undelivered" }]);
  });

  test("anything else is not a report", () => {
    expect(parseDeliveryReports("msg91", { body: { data: "not json" } })).toBeNull();
    expect(parseDeliveryReports("msg91", { body: {} })).toBeNull();
    expect(parseDeliveryReports("msg91", { body: "text" })).toBeNull();
  });
});

describe("NIC's delivery reports", () => {
  test("the request id and the SMSC's final state, in the query or a form", () => {
    expect(parseDeliveryReports("nic", { query: { requestid: "123", status: "DELIVRD" } })).toEqual([
      { providerMessageId: "123", outcome: "delivered" },
    ]);
    for (const status of ["UNDELIV", "EXPIRED", "REJECTD", "DELETED", "UNKNOWN"]) {
      expect(parseDeliveryReports("nic", { body: { requestid: "124", status } })).toEqual([
        { providerMessageId: "124", outcome: "undelivered" },
      ]);
    }
    expect(parseDeliveryReports("nic", { query: { requestid: "125", status: "ENROUTE" } })).toEqual([]);
    expect(parseDeliveryReports("nic", { query: { status: "DELIVRD" } })).toBeNull();
  });
});

describe("the HTTP relay's delivery reports", () => {
  test("JSON {id, status}, one or several", () => {
    expect(parseDeliveryReports("http", { body: { id: "r-1", status: "undelivered" } })).toEqual([
      { providerMessageId: "r-1", outcome: "undelivered" },
    ]);
    expect(
      parseDeliveryReports("http", {
        body: [
          { id: "r-2", status: "delivered" },
          { id: "r-3", status: "undelivered" },
        ],
      }),
    ).toEqual([
      { providerMessageId: "r-2", outcome: "delivered" },
      { providerMessageId: "r-3", outcome: "undelivered" },
    ]);
    expect(parseDeliveryReports("http", { body: { id: "r-4", status: "lost" } })).toBeNull();
  });
});
