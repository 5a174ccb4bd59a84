/**
 * The HTTP relay's delivery reports: this site's own contract (README, "SMS"), JSON
 * `{"id": "<the id the relay answered with>", "status": "delivered" | "undelivered"}`, or an array
 * of them.
 */
import { z } from "zod";
import type { DeliveryReport } from "./parse";

const report = z.object({ id: z.string().min(1).max(100), status: z.enum(["delivered", "undelivered"]) });
const reports = z.union([report.transform((one) => [one]), z.array(report).max(1000)]);

export function parseHttpReports(body: unknown): DeliveryReport[] | null {
  const parsed = reports.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.map(({ id, status }) => ({ providerMessageId: id, outcome: status }));
}
