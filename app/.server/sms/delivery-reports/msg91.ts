/**
 * MSG91's delivery reports, as its help page "How to use Webhook to get the delivery report on the
 * desired URL" (msg91.com/help) describes them:
 *
 * - webhook version 2, the SMS section's default: `application/x-www-form-urlencoded` with one
 *   field, `data`, a JSON array in a string; each item names a `requestId` (the id the Flow API
 *   answered with) and a `report` array of `{ number, status, desc, … }`;
 * - version 3: `application/json`, one flat object `{ requestId, number, status, desc, … }`.
 *
 * Status 1 is delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number: not delivered.
 * Any other status is not final, and left out.
 */
import type { DeliveryReport } from "./parse";

const DELIVERED = new Set(["1"]);
const UNDELIVERED = new Set(["2", "9", "16", "17", "25"]);

export function parseMsg91Reports(body: unknown): DeliveryReport[] | null {
  const items = version2Items(body) ?? (isRecord(body) && "requestId" in body ? [body] : null);
  if (!items) return null;
  const reports: DeliveryReport[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.requestId !== "string" || item.requestId === "") return null;
    const statuses = Array.isArray(item.report)
      ? item.report.map((entry: unknown) => (isRecord(entry) ? String(entry.status) : ""))
      : [String(item.status)];
    // One message to one number: a report per number, and ours have one number each.
    const outcome = statuses.some((status) => UNDELIVERED.has(status))
      ? "undelivered"
      : statuses.some((status) => DELIVERED.has(status))
        ? "delivered"
        : null;
    if (outcome) reports.push({ providerMessageId: item.requestId, outcome });
  }
  return reports;
}

function version2Items(body: unknown): unknown[] | null {
  if (!isRecord(body) || typeof body.data !== "string") return null;
  try {
    const data: unknown = JSON.parse(body.data);
    return Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
