import { useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/ui/Spinner";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FRAME_HEIGHT, frameHeightFromMessage } from "./plasma-height";

/**
 * The external plasma donation page in a frame, added once script runs: its load event and its
 * height messages need script anyway, and without script the page offers a plain link instead.
 * A spinner shows until the frame has loaded; the frame's height follows the height its page
 * reports, but only from `origin` and only from this frame (see plasma-height.ts).
 */
export function PlasmaFrame({ url, origin, title }: { url: string; origin: string; title: string }) {
  const hydrated = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState<number>(FRAME_HEIGHT.initial);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = frameHeightFromMessage(event, { origin, frameWindow: frame.current?.contentWindow ?? null });
      if (next !== null) setHeight(next);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin]);

  if (!hydrated) return null;
  return (
    <div className="info-plasma-frame" aria-busy={!loaded}>
      {loaded ? null : <Spinner />}
      <iframe
        ref={frame}
        src={url}
        title={title}
        height={height}
        className={loaded ? undefined : "info-plasma-loading"}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
