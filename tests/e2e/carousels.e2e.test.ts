import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { setUpBrowser } from "../support/browser";

/** SPEC §2 "Other" and §9: the news flash carousel (8 s a slide, progress bar, pause) and the photo gallery. */
const { openPage } = setUpBrowser(inject("baseUrl"));

const FLASHES = [
  "Railway police helpline 1512 answers 24 hours a day",
  "Do not travel on the footboard or cross the tracks",
  "Lost something on a train?",
  "Sample notice: this demo site carries sample content only.",
] as const;

const newsFlash = (page: Page) => page.getByRole("region", { name: "News flash", exact: true }).locator(".carousel");
const visibleFlash = (page: Page) => newsFlash(page).locator(".carousel-item:not([hidden])");
const progressBar = (page: Page) => newsFlash(page).locator(".carousel-progress-bar");
const isRunning = (page: Page) => progressBar(page).evaluate((bar) => bar.classList.contains("running"));

/** Focus and hover both hold a carousel; take them away to see what the play/pause button alone does. */
async function leave(page: Page) {
  await page.mouse.move(5, 800);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe("news flash carousel", () => {
  test("shows one flash at a time with an 8 second progress bar", async () => {
    const page = await openPage("/", { locale: "en" });
    expect(await visibleFlash(page).count()).toBe(1);
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[0]);
    expect(await newsFlash(page).locator(".carousel-position").textContent()).toBe("1 of 4");
    expect(await isRunning(page)).toBe(true);
    const duration = await progressBar(page).evaluate((bar) => getComputedStyle(bar).animationDuration);
    expect(parseFloat(duration) * (duration.endsWith("ms") ? 1 : 1000)).toBe(8000);
    expect(await progressBar(page).evaluate((bar) => getComputedStyle(bar).animationName)).toBe("progress");
  });

  test("moves its progress bar by transform alone, which the compositor runs", async () => {
    // Animating width lays the page out again on every frame, on the main thread: Lighthouse's
    // "non-composited animation", a second of style and layout work on a phone.
    const page = await openPage("/", { locale: "en" });
    const animated = await progressBar(page).evaluate((bar) =>
      bar
        .getAnimations()
        .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
        .flatMap((frame) =>
          Object.keys(frame).filter((key) => !["offset", "easing", "composite", "computedOffset"].includes(key)),
        ),
    );
    expect(animated.length).toBeGreaterThan(0);
    expect([...new Set(animated)]).toEqual(["transform"]);
  });

  test("advances by itself after 8 seconds", async () => {
    const page = await openPage("/", { locale: "en" });
    const started = Date.now();
    await page.waitForFunction(
      (first) => !document.querySelector(".news-flash .carousel-item:not([hidden])")?.textContent?.includes(first),
      FLASHES[0],
      // Eight seconds of timer, with room for a loaded machine's late timers.
      { timeout: 20_000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_000);
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[1]);
    expect(await newsFlash(page).locator(".carousel-position").textContent()).toBe("2 of 4");
  });

  test("next and previous change the flash and wrap around at both ends", async () => {
    // Started paused (a reduced-motion visitor's carousel): on a loaded machine the 8 seconds of
    // autoplay could otherwise pass between two clicks and move the flash under the test.
    const page = await openPage("/", { locale: "en", reducedMotion: "reduce" });
    const next = page.getByRole("button", { name: "Next news flash" });
    const previous = page.getByRole("button", { name: "Previous news flash" });

    await previous.click();
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[3]);
    expect(await newsFlash(page).locator(".carousel-position").textContent()).toBe("4 of 4");
    await next.click();
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[0]);
    await next.click();
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[1]);
    await next.click();
    await next.click();
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[3]);
    await next.click();
    expect(await visibleFlash(page).textContent()).toContain(FLASHES[0]);
  });

  test("the pause button stops the carousel and play starts it again", async () => {
    const page = await openPage("/", { locale: "en" });
    await page.getByRole("button", { name: "Pause news flash" }).click();
    await leave(page);
    expect(await page.getByRole("button", { name: "Play news flash" }).count()).toBe(1);
    expect(await isRunning(page)).toBe(false);
    expect(await progressBar(page).evaluate((bar) => getComputedStyle(bar).animationName)).toBe("none");

    await page.getByRole("button", { name: "Play news flash" }).click();
    await leave(page);
    expect(await page.getByRole("button", { name: "Pause news flash" }).count()).toBe(1);
    expect(await isRunning(page)).toBe(true);
  });

  test("hovering pauses it and moving away resumes it", async () => {
    const page = await openPage("/", { locale: "en" });
    expect(await isRunning(page)).toBe(true);
    await visibleFlash(page).hover();
    expect(await isRunning(page)).toBe(false);
    await leave(page);
    expect(await isRunning(page)).toBe(true);
  });

  test("follows a reduced-motion preference by starting paused", async () => {
    const page = await openPage("/", { locale: "en", reducedMotion: "reduce" });
    expect(await page.getByRole("button", { name: "Play news flash" }).count()).toBe(1);
    expect(await isRunning(page)).toBe(false);
  });
});

describe("photo gallery carousel", () => {
  test("previous and next move between the photographs and wrap around", async () => {
    // Started paused, as for a reduced-motion visitor: the gallery turns every 3 seconds, which a
    // loaded machine can spend between opening the page and the first click.
    const page = await openPage("/", { locale: "en", reducedMotion: "reduce" });
    const gallery = page.locator(".gallery-carousel");
    const visibleImage = () => gallery.locator(".carousel-item:not([hidden]) img").getAttribute("src");
    const position = () => gallery.locator(".carousel-position").textContent();
    expect(await gallery.locator(".carousel-item:not([hidden])").count()).toBe(1);
    const first = await visibleImage();
    expect(await position()).toBe("Photo 1 of 3");

    await gallery.getByRole("button", { name: "Next" }).click();
    expect(await position()).toBe("Photo 2 of 3");
    const second = await visibleImage();
    expect(second).not.toBe(first);

    await gallery.getByRole("button", { name: "Previous" }).click();
    expect(await position()).toBe("Photo 1 of 3");
    expect(await visibleImage()).toBe(first);

    await gallery.getByRole("button", { name: "Previous" }).click();
    expect(await position()).toBe("Photo 3 of 3");
    expect(await visibleImage()).not.toBe(first);
    expect(await visibleImage()).not.toBe(second);
    await gallery.getByRole("button", { name: "Next" }).click();
    expect(await position()).toBe("Photo 1 of 3");
  });
});

describe("carousels without JavaScript", () => {
  test("list every news flash and every photograph, with no dead controls", async () => {
    const page = await openPage("/", { locale: "en", javaScriptEnabled: false });
    const flashes = page.locator(".news-flash .carousel-static > li");
    expect(await flashes.count()).toBe(4);
    for (const [i, text] of FLASHES.entries()) expect(await flashes.nth(i).textContent()).toContain(text);
    for (const flash of await flashes.all()) expect(await flash.isVisible()).toBe(true);

    const photos = page.locator(".gallery-carousel.carousel-static figure");
    expect(await photos.count()).toBe(3);
    for (const photo of await photos.all()) expect(await photo.isVisible()).toBe(true);
    expect(await page.locator(".carousel-button").count()).toBe(0);
  });
});
