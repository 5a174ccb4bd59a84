/**
 * A slow SMS gateway never stalls the site: code requests wait on the gateway for up
 * to 5 s each, and while ten of them wait, pages the cache does not hold and the staff area keep
 * answering at once. Only page renders take turns (server/render-gate.ts).
 */
import { expect, test } from "vitest";
import type { SmsMessage, SmsProvider } from "~/.server/sms/provider";
import { TestClock, useTestServer } from "../support/test-server";
import { afterFillTime, CitizenBrowser, CITIZEN_ENV, freshMobile, SAMPLE } from "./citizen-support";

const GATEWAY_DELAY_MS = 5_000;

/** A gateway that takes five seconds to accept each message. */
class SlowGateway implements SmsProvider {
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    await new Promise((resolve) => setTimeout(resolve, GATEWAY_DELAY_MS));
    this.sent.push(message);
  }
}

const clock = new TestClock();
const gateway = new SlowGateway();

const server = useTestServer(CITIZEN_ENV, { clock, sms: gateway });

async function status(path: string): Promise<number> {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

test("ten code requests waiting on a slow gateway leave pages and the staff area answering", async () => {
  const browsers = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const browser = new CitizenBrowser(server.url);
      await browser.open("/");
      return browser;
    }),
  );
  afterFillTime(clock);
  const requests = browsers.map((browser) =>
    browser.api("/api/suggestion/new", {
      name: SAMPLE.name,
      mobile_number: freshMobile(),
      suggestion: SAMPLE.suggestion,
    }),
  );
  // Give the code requests time to reach the gateway.
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Not from the page cache: free-text searches are always rendered, and the staff sign-in page.
  const pages: number[] = [];
  for (const path of ["/search?q=kurla", "/admin/sign-in", "/search?q=lost", "/admin"]) pages.push(await status(path));
  // Every page answered while all ten code requests were still waiting on the gateway (an order
  // of events, not a timing: a page queued behind them would answer only after some had finished).
  const sentWhilePagesAnswered = gateway.sent.length;

  const answers = await Promise.all(requests);
  for (const answer of answers) expect(answer.status).toBe(200);
  expect(gateway.sent).toHaveLength(10);
  for (const page of pages) expect(page).toBeLessThan(400);
  expect(sentWhilePagesAnswered).toBe(0);
}, 30_000);
