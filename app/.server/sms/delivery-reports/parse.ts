/**
 * A delivery report as each real provider posts it, read into one shape: which message (the id
 * the gateway gave it when it took it) and whether it reached the phone. Statuses that are not
 * final yet are left out; null means the request is not a report in the provider's format.
 */
import { parseHttpReports } from "./http";
import { parseMsg91Reports } from "./msg91";
import { parseNicReports } from "./nic";

export type DeliveryOutcome = "delivered" | "undelivered";

export type DeliveryReport = { providerMessageId: string; outcome: DeliveryOutcome };

export type ReportProvider = "msg91" | "nic" | "http";

export function parseDeliveryReports(
  provider: ReportProvider,
  request: { body?: unknown; query?: Record<string, unknown> },
): DeliveryReport[] | null {
  switch (provider) {
    case "msg91":
      return parseMsg91Reports(request.body);
    case "nic":
      return parseNicReports({ ...request.query, ...(isRecord(request.body) ? request.body : {}) });
    case "http":
      return parseHttpReports(request.body);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
