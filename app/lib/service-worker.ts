/**
 * Registers the offline fallback (public/sw.js) once the page has loaded, so it never competes
 * with the page itself for a slow connection. An offline copy is a bonus: where the browser has
 * no service workers, or refuses this one, the page carries on exactly as before. Text pages,
 * which load no React, register it with the same calls from app/lib/plain-page-script.ts: change
 * both together.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
    // The language the offline page should be shown in, should this visitor lose the network.
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: "language", lang: document.documentElement.lang }),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
  followLinksAsDocumentsWhileOffline();
}

/**
 * Offline, a link inside the site is followed as a plain link, not by the router: the router would
 * need the next page's script, which this browser may never have fetched, and on failing it reloads
 * the page the visitor is leaving. As a document load, the worker answers it with the stored copy
 * or the offline page. Listening on window in the capture phase runs before React sees the click.
 */
function followLinksAsDocumentsWhileOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
      // The browser's own navigation goes ahead; only the router is kept out of it.
      event.stopPropagation();
    },
    { capture: true },
  );
}
