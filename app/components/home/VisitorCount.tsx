import { useEffect, useState } from "react";
import { useFormat } from "~/i18n/use-format";

/**
 * The visitor count. The page may come from the page cache, where the number is the one of when it
 * was rendered: it lags by up to the cache's lifetime (a minute fresh, then up to five more while a
 * stale copy is served and replaced; app/.server/page-cache/page-cache.ts), which is what a visitor
 * without JavaScript sees. With JavaScript the live number (/api/visitor-count, never cached)
 * replaces it, the visitor's own first visit of the day included.
 */
export function VisitorCount({ rendered }: { rendered: number }) {
  const format = useFormat();
  const [count, setCount] = useState(rendered);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/visitor-count", { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ visitorCount?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.visitorCount === "number") setCount(body.visitorCount);
      })
      // Offline or aborted: the rendered number stays, which is still true enough.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <p className="visitor-count">{format.number(count)}</p>;
}
