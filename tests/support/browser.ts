/**
 * Playwright (playwright-core) driving the system Chromium: no browser downloads. The flags keep
 * Chromium from reaching for the network this machine does not have.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Locale } from "~/i18n/locales";

/**
 * Debian's headless shell where it is installed (.ci/run installs it): the same Blink and V8 as
 * /usr/bin/chromium without the full browser's window UI, which in headless mode still runs its
 * own renderers. On two cores the browser tests were CPU-bound, and the shell needs well under
 * half the CPU for the same pages (measured side by side, 2026-11).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A fresh browser profile, optionally with a language already chosen and JavaScript off. The
 * site's service worker is blocked unless a test asks for it (`serviceWorkers: "allow"`, as the
 * offline test does): requests a service worker makes are invisible to `page.route`, which other
 * tests use to slow down or stub the network.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions & { baseUrl: string; locale?: Locale },
): Promise<BrowserContext> {
  const { baseUrl, locale, ...rest } = options;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS.desktop,
    serviceWorkers: "block",
    ...rest,
  });
  if (locale) await context.addCookies([{ name: "lang", value: locale, url: baseUrl }]);
  return context;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page and returns violations.
 * axe needs timers, which never run in a page opened with `javaScriptEnabled: false`: to check the
 * page a visitor without JavaScript gets, open it with `withoutAppScripts` instead.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return runAxe(page);
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an injected <script> tag would (rightly) be blocked
  // by the page's nonce-based CSP. Once per document: compiling axe costs more than many a run.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // axe places a `position: sticky` element where it would be without sticking
    // (dequelabs/axe-core#3720, open): on a page scrolled down (to a focused error summary, say),
    // the sticky menu bar's buttons are taken to cover whatever has scrolled under the bar, and
    // those links fail target-size though a person scrolls them back into view. So axe reads the
    // page from its top, focus and open dialogs unchanged, and the scroll is put back afterwards.
    const [x, y] = [window.scrollX, window.scrollY];
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      // Only violations are read: axe then skips gathering the details of every passing node
      // (the same violations, about a fifth off each run here).
      resultTypes: ["violations"],
    });
    window.scrollTo({ left: x, top: y, behavior: "instant" });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/**
 * axe at each width of VIEWPORTS in turn, on the page as it stands (after a dialog was opened or a
 * form refused, say), and optionally that nothing sticks out sideways; then the page gets its size
 * back. One page load serves every width: the server's HTML does not depend on it, and the page
 * follows a resize as it follows a phone turned sideways.
 */
export async function expectAccessibleAtEveryWidth(
  page: Page,
  state: string,
  options: { noSidewaysScroll?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // A new width reflows the page under its scroll position. Scroll as a page freshly opened at
    // this width would be: from the top, and only as far as brings the focused element into view
    // (half-scrolled, the sticky menu bar would cover part of whatever sits under it). Then let a
    // frame pass.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0);
          const focused = document.activeElement;
          if (focused && focused !== document.body) {
            const box = focused.getBoundingClientRect();
            if (box.top < 0 || box.bottom > window.innerHeight) focused.scrollIntoView({ block: "center" });
          }
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    const violations = await runAxe(page);
    expect(violations, `${state} at ${width} width:\n${describeViolations(violations)}`).toEqual([]);
    if (options.noSidewaysScroll) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${state} sticks out sideways at ${width} width`).toBeLessThanOrEqual(0);
    }
  }
  if (original) await page.setViewportSize(original);
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
}

/**
 * Waits until React has hydrated the server-rendered page and run its effects, so that clicks go
 * to the enhanced controls rather than to the plain HTML underneath.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A text page (app/lib/page-handle.ts) has no React to wait for: its one script is inline.
  if (!(await isHydratedPage(page))) return;
  // Set once the page's switch to "hydrated" has committed (app/components/ui/use-hydrated.tsx).
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  // Effects of that commit run in a later task: a frame and a task later they have.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * The page again in another language, in the same browser profile (signed-in session and all): the
 * cookie the language switch sets, then `path` (by default the page's own address) loaded afresh.
 * The profile's cache is warm by then, which spares a second cold start of the browser's engine.
 */
export async function reopenInLanguage(page: Page, locale: Locale, path?: string): Promise<void> {
  await page.context().addCookies([{ name: "lang", value: locale, url: new URL(page.url()).origin }]);
  await page.goto(path ?? page.url());
  await waitForHydration(page);
}

/** Whether the document came with the router's scripts (not a text page, nor the offline page). */
export function isHydratedPage(page: Page): Promise<boolean> {
  // The router's context script sets this before anything else runs; it outlives hydration,
  // which takes the script elements themselves out of the document.
  return page.evaluate(() => "__reactRouterContext" in window);
}

/**
 * Follows a link of the main menu as a visitor does. In a page React runs this is a client-side
 * navigation, which is how a text page (no React of its own) gets the router's enhancements.
 */
export async function followMenuLink(page: Page, group: string, link: string): Promise<void> {
  await page.locator(".main-nav summary", { hasText: group }).click();
  await page.locator(".main-nav details[open]").getByRole("link", { name: link, exact: true }).click();
}

export type OpenPageOptions = Omit<BrowserContextOptions, "baseURL"> & {
  locale?: Locale;
  /** Extra console errors a test expects (matched against the message); anything else fails it. */
  allowConsoleErrors?: RegExp[];
  /** Runs before the first navigation: record requests, set up routes. */
  beforeLoad?: (page: Page) => void | Promise<void>;
  /**
   * Serve the application's script bundles empty: the page stays exactly as the server rendered
   * it, as without JavaScript, while a test can still run its own script (axe) in it.
   */
  withoutAppScripts?: boolean;
};

/**
 * One browser for a test file and a fresh profile per page. Every uncaught exception and every
 * console error in the page (a CSP violation, a hydration mismatch, a failed script) fails the
 * test that caused it; a failed resource load is left to the test's own assertions. `baseUrl` may
 * be a function, for a server the test file starts itself (read when a page is opened).
 */
export function setUpBrowser(baseUrl: string | (() => string)) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    problems = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    if (problems.length > 0) throw new Error(`errors in the page during the test:\n${problems.join("\n")}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** Opens `path` in a new profile; with JavaScript on, waits for hydration before returning. */
    async openPage(path: string, options: OpenPageOptions = {}): Promise<Page> {
      if (!browser) throw new Error("setUpBrowser: the browser is not running (call openPage inside a test)");
      const { allowConsoleErrors = [], beforeLoad, withoutAppScripts = false, ...contextOptions } = options;
      const url = typeof baseUrl === "function" ? baseUrl() : baseUrl;
      const context = await newContext(browser, { baseUrl: url, ...contextOptions });
      contexts.push(context);
      // A CSP violation is reported as an event, not always as a console error (an eval probe
      // inside a try block is not): turn each into a console error so that it fails the test.
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
        ),
      );
      const page = await context.newPage();
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (text.startsWith("Failed to load resource")) return;
        if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text}`);
      });
      if (withoutAppScripts)
        await page.route("**/assets/**/*.js", (route) =>
          route.fulfill({ status: 200, contentType: "text/javascript", body: "export {};" }),
        );
      await beforeLoad?.(page);
      await page.goto(path);
      if (options.javaScriptEnabled !== false && !withoutAppScripts) await waitForHydration(page);
      return page;
    },
  };
}
