/**
 * The delivery-report callback of the configured SMS gateway: GET or POST
 * /sms/delivery/<provider>/<SMS_DELIVERY_REPORT_SECRET>. Gateways call a URL they are given and
 * cannot sign their reports (MSG91's webhook and NIC's delivery URL are both a plain address), so
 * the secret is in the path, compared in constant time, and kept out of the request log
 * (request-log.ts). A wrong secret, another provider than the configured one, or no secret
 * configured all get the site's ordinary 404, as if nothing were here. Reports are recorded
 * against the messages they name (sms/delivery-records.ts); a message newly reported undelivered
 * counts in sms_messages_total{outcome="undelivered"}.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler } from "express";
import type { AppServices } from "~/.server/services";
import { parseDeliveryReports, type ReportProvider } from "~/.server/sms/delivery-reports/parse";

export const DELIVERY_REPORT_PATH = "/sms/delivery/:provider/:secret";

/**
 * The path as the request log may show it: the secret replaced, in every spelling the router
 * takes for the callback (Express matches paths without regard to letter case).
 */
export function withoutDeliverySecret(path: string): string {
  return path.replace(/^(\/sms\/delivery\/[^/]+\/)[^/]+/i, "$1[secret]");
}

/** Small: a report names a few messages. */
const BODY_LIMIT = "64kb";

export function deliveryReportHandlers(services: AppServices): RequestHandler[] {
  const { config, deliveries, metrics, logger } = services;
  const provider = config.sms.provider;
  const expected = config.sms.deliveryReportSecret;
  const digest = (value: string) => createHash("sha256").update(value).digest();

  const authenticate: RequestHandler = (req, res, next) => {
    const given = req.params.secret;
    const known =
      expected !== undefined &&
      provider !== "outbox" &&
      req.params.provider === provider &&
      typeof given === "string" &&
      timingSafeEqual(digest(given), digest(expected));
    if (known) return next();
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
  };

  const receive: RequestHandler = async (req, res, next) => {
    try {
      const reports = parseDeliveryReports(provider as ReportProvider, {
        body: req.body as unknown,
        query: req.query as Record<string, unknown>,
      });
      res.set("Cache-Control", "no-store");
      if (!reports) {
        logger.warn({ provider }, "sms delivery report in an unknown format");
        return void res.status(400).type("text/plain").send("Bad Request");
      }
      const { undelivered } = await deliveries.apply(provider, reports);
      for (const message of undelivered) {
        metrics.smsMessages.inc({ provider, purpose: message.purpose, outcome: "undelivered" });
      }
      if (undelivered.length > 0)
        logger.info({ provider, undelivered: undelivered.length }, "sms reported undelivered");
      res.type("text/plain").send("OK");
    } catch (error) {
      next(error);
    }
  };

  return [
    authenticate,
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
    express.json({ limit: BODY_LIMIT }),
    receive,
  ];
}
