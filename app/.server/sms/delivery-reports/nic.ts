/**
 * NIC's delivery reports. NIC's API guide has a section on receiving delivery reports at a URL the
 * account registers ("Values passed by NIC to the delivery URL"); that table was not at hand when
 * this was written, so the fields here are a stated assumption to confirm with NIC when the
 * account is set up (docs/deployment.md, "SMS delivery reports"): the URL registered with NIC
 * carries `requestid` (the Request ID of the answer to the send) and `status`, the SMSC's final
 * state in the words of SMPP delivery receipts (DELIVRD, UNDELIV, EXPIRED, REJECTD, DELETED,
 * UNKNOWN), as query parameters (GET) or a form (POST).
 */
import type { DeliveryReport } from "./parse";

const UNDELIVERED = new Set(["UNDELIV", "EXPIRED", "REJECTD", "DELETED", "UNKNOWN"]);

export function parseNicReports(fields: Record<string, unknown>): DeliveryReport[] | null {
  const requestId = fields.requestid;
  const status = typeof fields.status === "string" ? fields.status.trim().toUpperCase() : "";
  if (typeof requestId !== "string" || requestId === "" || status === "") return null;
  if (status === "DELIVRD") return [{ providerMessageId: requestId, outcome: "delivered" }];
  if (UNDELIVERED.has(status)) return [{ providerMessageId: requestId, outcome: "undelivered" }];
  return [];
}
