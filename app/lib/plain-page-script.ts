/**
 * The one script of a text page (a page served without React, app/lib/page-handle.ts), inline at
 * the end of its body: what such a page still wants from JavaScript, in a few hundred bytes.
 *   - The offline fallback: registers public/sw.js once the page has loaded, and tells it the
 *     page's language, exactly as app/lib/service-worker.ts does on hydrated pages, so that a
 *     visitor who only ever reads text pages has the offline page too.
 *   - What the shell's and the pages' components add with React, where it is small: the menu
 *     (NavBar) keeps one group open at a time and closes with Escape or a click elsewhere, and
 *     its Menu button says whether the menu is open (aria-expanded); the
 *     settings panel closes with Escape or its Close button; "Back" goes one step back in
 *     history when the visitor came from this site; an obfuscated e-mail address
 *     (ObfuscatedEmail) becomes a mailto link.
 * Everything else on a text page works as it does without JavaScript (plain links and forms).
 *
 * Plain JavaScript (ES2020) in a string, not a module: it must not pass through the bundler's helpers, and
 * the page cache allows it by its SHA-256 (app/.server/page-cache/inline-hashes.ts), so it is the
 * same bytes on every page. Server-side only: root.tsx reads it behind `import.meta.env.SSR`, so
 * it never reaches the client bundle.
 */
export const PLAIN_PAGE_SCRIPT = `(() => {
  const d = document, root = d.documentElement, sw = navigator.serviceWorker;
  if (sw && window.isSecureContext) {
    const register = () => {
      sw.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {});
      sw.ready.then((r) => r.active && r.active.postMessage({ type: "language", lang: root.lang }));
    };
    if (d.readyState === "complete") register();
    else addEventListener("load", register, { once: true });
  }
  for (const e of d.querySelectorAll("[data-email-user]")) {
    const a = d.createElement("a");
    a.textContent = e.dataset.emailUser + "@" + e.dataset.emailDomain.split(" ").join(".");
    a.href = "mailto:" + a.textContent;
    e.replaceWith(a);
  }
  const close = (details) => {
    details.open = false;
    details.querySelector("summary").focus();
  };
  const nav = d.querySelector(".main-nav"), menu = d.querySelector(".nav-toggle");
  menu && menu.setAttribute("aria-expanded", "false");
  nav && nav.addEventListener("toggle", (e) => {
    const closed = e.target.id === "main-menu" && e.newState === "closed";
    if (e.target.id === "main-menu") menu.setAttribute("aria-expanded", !closed);
    if (e.target.open || closed) for (const open of nav.querySelectorAll("details[open]")) if (open !== e.target) open.open = false;
  }, true);
  d.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const open = d.querySelector(".main-nav details[open]") || d.activeElement?.closest("details.settings[open]");
    // One step at a time: the phone's menu around an open group stays open.
    if (open) close(open), e.preventDefault();
  });
  d.addEventListener("click", (e) => {
    for (const open of d.querySelectorAll(".main-nav details[open]")) if (!open.contains(e.target)) open.open = false;
    const target = e.target.closest ? e.target : e.target.parentElement;
    const settings = target.closest(".settings-close");
    if (settings) close(settings.closest("details"));
    if (!target.closest("a.back-button") || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (d.referrer.startsWith(location.origin + "/") && history.length > 1) {
      e.preventDefault();
      history.back();
    }
  });
})();`;
