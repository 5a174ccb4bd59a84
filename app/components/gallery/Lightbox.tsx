import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem, LocalizedText } from "~/.server/content/gallery/gallery-service";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { imageSources } from "~/lib/image-sources";
import { LightboxVideo } from "./LightboxVideo";
import { useGalleryText } from "./use-gallery-text";

/** SPEC §9 carousel swipe distance, used for the lightbox too. */
export const SWIPE_DISTANCE = 50;

const FOCUSABLE = 'button:not([disabled]), a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The album's lightbox (SPEC §2, §4 "Lightbox: closed/open"), a native modal <dialog>: focus moves
 * in and stays in (the page behind is inert; Tab wraps around), Escape, the close button or a click
 * on the picture or the dark stage around it closes it, and `onClosed` hands focus back to the
 * thumbnail of the item shown last. Previous and next wrap around, by button, arrow key or a swipe
 * of at least 50px. Changes fade and slide in 0.3s (SPEC §9), or not at all for visitors who ask
 * their system for reduced motion. The position ("3 of 12") and caption are announced.
 */
export function Lightbox({
  title,
  items,
  names,
  index,
  onNavigate,
  onClosed,
}: {
  title: LocalizedText;
  items: GalleryItem[];
  /** Each item's accessible name (its caption, or "Photo 3"). */
  names: string[];
  /** The item shown, or null when the lightbox is closed. */
  index: number | null;
  onNavigate: (index: number) => void;
  /** Called once the dialog has closed, with the index of the item it showed last. */
  onClosed: (lastIndex: number) => void;
}) {
  const { t } = useTranslation();
  const text = useGalleryText();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [direction, setDirection] = useState<"next" | "previous" | "open">("open");
  const total = items.length;
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    }
  }, [open]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (index === null || total < 2) return;
      setDirection(step === 1 ? "next" : "previous");
      onNavigate((index + step + total) % total);
    },
    [index, total, onNavigate],
  );

  // Escape, the close button and a click on the content all close here, and focus is handed back
  // at once: close() alone would first return it to the thumbnail that opened the lightbox, and
  // its `close` event only arrives a task later.
  const close = useCallback(() => {
    const element = dialog.current;
    if (!element?.open || index === null) return;
    element.close();
    setDirection("open");
    onClosed(index);
  }, [index, onClosed]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || index === null) return;
    // Closed some other way (the phone's back gesture, say): hand focus back all the same. The
    // event comes a task or a frame after the dialog closed, and by then the visitor may have
    // opened it again: an open dialog's late "close" is not news.
    const onClose = () => {
      if (element.open) return;
      setDirection("open");
      onClosed(index);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === "Escape") {
        // Handled here rather than by the browser, so focus goes straight to the right thumbnail.
        event.preventDefault();
        close();
      } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        // A video player uses the arrow keys to seek.
        if (target.closest("video, input, textarea, select")) return;
        event.preventDefault();
        go(event.key === "ArrowRight" ? 1 : -1);
      } else if (event.key === "Tab") {
        // Keep focus inside the dialog: from the last control back to the first, and the reverse.
        const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (node) => node.offsetParent !== null || node === document.activeElement,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      // A click on the content (the picture or the stage around it) closes; controls, players and
      // the caption panel do not.
      const target = event.target as Element;
      if (target === element) return close();
      if (!target.closest(".lightbox-stage")) return;
      if (target.closest("button, a, video, iframe, .lightbox-video")) return;
      close();
    };
    element.addEventListener("close", onClose);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("close", onClose);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", onClick);
    };
  }, [index, go, close, onClosed]);

  const item = index === null ? undefined : items[index];
  const name = index === null ? "" : (names[index] ?? "");

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-position ${ids}-instructions`}
    >
      {item && index !== null ? (
        <div className="lightbox-layout">
          <div className="lightbox-header">
            <p className="lightbox-position" id={`${ids}-position`} aria-live="polite" aria-atomic="true">
              {text.position(index + 1, total)}
              <span className="visually-hidden" lang={item.caption.lang}>
                {`: ${name}`}
              </span>
            </p>
            <h2 className="lightbox-title" id={`${ids}-title`} lang={title.lang}>
              {title.text}
            </h2>
            <button ref={closeButton} type="button" className="lightbox-close" onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("gallery.lightbox.close")}</span>
            </button>
          </div>
          <p className="visually-hidden" id={`${ids}-instructions`}>
            {t("gallery.lightbox.instructions")}
          </p>

          <div
            className="lightbox-stage"
            onTouchStart={(event) => {
              const touch = event.touches[0];
              touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
            }}
            onTouchEnd={(event) => {
              const start = touchStart.current;
              const touch = event.changedTouches[0];
              touchStart.current = null;
              if (!start || !touch) return;
              const dx = touch.clientX - start.x;
              const dy = touch.clientY - start.y;
              if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
              go(dx < 0 ? 1 : -1);
            }}
          >
            <div
              key={item.id}
              className={`lightbox-slide lightbox-enter-${direction}`}
              // The picture's alt text is its caption, which may be in the other language.
              lang={item.video ? undefined : item.caption.lang}
            >
              {item.video ? (
                <LightboxVideo item={item} name={name} video={item.video} />
              ) : item.image ? (
                <ResponsiveImage image={item.image} alt={name} sizes="100vw" eager className="lightbox-picture" />
              ) : null}
            </div>
            {total > 1 ? (
              <>
                <button type="button" className="lightbox-nav lightbox-previous" onClick={() => go(-1)}>
                  <span aria-hidden="true">‹</span>
                  <span className="visually-hidden">{t("gallery.lightbox.previous")}</span>
                </button>
                <button type="button" className="lightbox-nav lightbox-next" onClick={() => go(1)}>
                  <span aria-hidden="true">›</span>
                  <span className="visually-hidden">{t("gallery.lightbox.next")}</span>
                </button>
              </>
            ) : null}
          </div>

          <div className="lightbox-caption">
            <p className="lightbox-caption-title" lang={item.caption.lang}>
              {name}
            </p>
            {item.description ? (
              <p className="lightbox-description" lang={item.description.lang}>
                {item.description.text}
              </p>
            ) : null}
            {item.kind === "image" && item.image ? (
              <p className="lightbox-full-size">
                <ExternalLink href={imageSources(item.image).src}>{t("gallery.lightbox.full_size")}</ExternalLink>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
