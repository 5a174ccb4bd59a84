import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated, usePrefersReducedMotion } from "./use-hydrated";

export type CarouselLabels = {
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  position: (current: number, total: number) => string;
};

/**
 * A carousel that follows the WAI-ARIA pattern: auto-advance with a visible pause/play button,
 * pause while hovered or focused, previous/next, swipe, and announcements only when the visitor is
 * driving it. Before JavaScript runs (or without it) every item is simply listed.
 */
export function Carousel<T>({
  items,
  intervalMs,
  labels,
  renderItem,
  getKey,
  className,
  showProgress = false,
  swipeDistance = 50,
}: {
  items: T[];
  intervalMs: number;
  labels: CarouselLabels;
  renderItem: (item: T, index: number) => React.ReactNode;
  getKey: (item: T) => string | number;
  className?: string;
  showProgress?: boolean;
  swipeDistance?: number;
}) {
  const enhanced = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // Until the visitor presses play or pause, motion follows their system preference.
  const [chosenPlaying, setPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const touchStart = useRef<number | null>(null);
  const total = items.length;

  const go = useCallback((step: number) => setIndex((current) => (current + step + total) % total), [total]);

  const running = enhanced && playing && !held && total > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => go(1), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, intervalMs, go]);

  if (!enhanced) {
    return (
      <ul className={classNames("carousel carousel-static", className)}>
        {items.map((item, i) => (
          <li key={getKey(item)}>{renderItem(item, i)}</li>
        ))}
      </ul>
    );
  }

  return (
    // A group rather than a region: the carousel always sits inside a section that is already a
    // landmark with its own heading, and two landmarks of one name would be noise to a screen reader.
    <div
      role="group"
      className={classNames("carousel", className)}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < swipeDistance) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className="carousel-controls">
        {total > 1 ? (
          <button
            type="button"
            className="carousel-button"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          </button>
        ) : null}
        {total > 1 ? (
          <button type="button" className="carousel-button" onClick={() => go(-1)} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {total > 1 ? (
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
        <span className="carousel-position">{labels.position(index + 1, total)}</span>
      </div>
      {showProgress && total > 1 ? (
        <div className="carousel-progress" aria-hidden="true">
          <div
            key={`${index}-${running}`}
            className={running ? "carousel-progress-bar running" : "carousel-progress-bar"}
            // Set through the CSSOM after hydration, which the CSP allows (no inline style attribute).
            style={{ animationDuration: `${intervalMs}ms` }}
          />
        </div>
      ) : null}
      <div className="carousel-items" aria-live={running ? "off" : "polite"}>
        {items.map((item, i) => (
          <div
            key={getKey(item)}
            className="carousel-item"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.position(i + 1, total)}
            hidden={i !== index}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
    </div>
  );
}

const classNames = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");
