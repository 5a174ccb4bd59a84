#!/usr/bin/env node
/**
 * `npm run screens`: the screenshots in docs/screens/, taken from the production build with the
 * demo content in the system Chromium, on a 375 x 667 phone, in every language of LOCALES: the home
 * page's first screen, the station finder answering "Ghatkopar" (its police station, address
 * and telephone), and the lost-and-found form's "where" block (a station or a train, and the stop).
 * Pictures for the README, not a test. CHROMIUM_PATH picks another browser.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
// Node runs the list's TypeScript as it is (type stripping): the languages are named in one place.
import { LOCALES } from "../app/i18n/locales.ts";
import { projectRoot, startProductionServer, stop } from "./lib/production-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PHONE = { width: 375, height: 667 };

/** Each screen: its file name, its page, and what of it is pictured (the first screen, or an element). */
const SCREENS = [
  { name: "home-375", path: "/" },
  { name: "station-finder-375", path: "/all-police-stations?q=Ghatkopar", element: "main" },
  { name: "lost-form-place-375", path: "/lost-and-found", element: "fieldset:has(input[name='place_type'])" },
];

const dataDir = mkdtempSync(path.join(tmpdir(), "screens-"));
const { child, base } = await startProductionServer({ dataDir, stdout: "ignore" });
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
    await context.addCookies([{ name: "lang", value: locale, url: base }]);
    const page = await context.newPage();
    for (const screen of SCREENS) {
      await page.goto(base + screen.path, { waitUntil: "networkidle" });
      const file = path.join(projectRoot, "docs/screens", `${screen.name}-${locale}.png`);
      if (screen.element) await page.locator(screen.element).first().screenshot({ path: file });
      else await page.screenshot({ path: file });
      console.log(path.relative(projectRoot, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
