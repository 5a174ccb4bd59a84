/**
 * Registers the offline fallback (public/sw.js) once the page has loaded, so it never competes
 * with the page itself for a slow connection. An offline copy is a bonus: where the browser has
 * no service workers, or refuses this one, the page carries on exactly as before.
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
}
