import { useEffect, useState } from "react";
import { useFormat } from "~/i18n/use-format";

/**
 * The visitor count. The page may come from the page cache, where the number is the one of when it
 * was rendered (a minute old at most, which is what a visitor without JavaScript sees); with
 * JavaScript the live number replaces it.
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
