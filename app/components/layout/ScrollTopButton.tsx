import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { documentScripts } from "~/lib/page-handle";

/** SPEC §9: the button hides 500 ms after scrolling stops at the top. */
export const SCROLL_BUTTON_HIDE_DELAY_MS = 500;
const SHOW_AFTER_PX = 300;

/**
 * "Back to top" appears once the visitor has scrolled down. A text page, which runs no React, gets
 * a plain link to `#top` in its place instead (the top of the document, by HTML's own rule), which
 * the stylesheet shows once the page is scrolled down (back-to-top.css); so does a page opened
 * without JavaScript, for the same reason.
 *
 * It sits at the end of the sticky menu bar (NavBar), which keeps that end free for it, rather
 * than floating over the page: on a phone there is no margin beside the content, and a button
 * fixed in a corner covered form fields and text as they scrolled under it.
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const plain = documentScripts(useMatches(), typeof document !== "undefined") !== "router";
  if (plain) {
    return (
      <a href="#top" className="scroll-top scroll-top-link">
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{t("shell.scroll_top")}</span>
      </a>
    );
  }
  return <ScrollTopOnScroll />;
}

function ScrollTopOnScroll() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(hideTimer);
      if (window.scrollY > SHOW_AFTER_PX) setVisible(true);
      else if (window.scrollY === 0) hideTimer = setTimeout(() => setVisible(false), SCROLL_BUTTON_HIDE_DELAY_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        // Keyboard users continue from the top of the page, not from where the button was.
        document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{t("shell.scroll_top")}</span>
    </button>
  );
}
