/**
 * Waits until a page has started as a visitor's browser starts it, for the measurement scripts:
 * a text page (no React) at once; a page React runs once it is hydrated (React has marked the
 * main landmark) and the switch to "hydrated" has committed (`<html data-hydrated>`,
 * app/components/ui/use-hydrated.tsx), as the browser tests wait for. A build from before that
 * marker existed (measured side by side through RR_BUILD_DIR) never sets it: for such a page a
 * second after hydration stands in for it.
 */
export function pageStarted(page, { timeout = 60_000 } = {}) {
  return page.waitForFunction(
    () => {
      if (!("__reactRouterContext" in window)) return true;
      const main = document.getElementById("main");
      if (main === null || !Object.keys(main).some((key) => key.startsWith("__reactFiber$"))) return false;
      if (document.documentElement.hasAttribute("data-hydrated")) return true;
      window.__hydratedAt ??= performance.now();
      return performance.now() - window.__hydratedAt > 1000;
    },
    undefined,
    { timeout, polling: 50 },
  );
}
