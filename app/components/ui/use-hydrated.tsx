import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from "react";

const HydratedContext = createContext(false);

/**
 * Says "hydrated" to the whole page once React has taken it over: the browser's entry wraps the
 * router in it (app/entry.client.tsx); the server has none, so the server and the hydration render
 * read false and match.
 *
 * The switch to true re-renders every control that changes with it (links that open dialogs
 * instead of pages, buttons that only work with script), all of the page's shell and home page.
 * It is a transition, so React renders it in slices between which the browser can answer a tap,
 * instead of one long task straight after hydration (a store's snapshot, as this was, always
 * re-renders synchronously: 70-100 ms of a throttled phone's main thread on the home page; issue 22).
 * Once it is committed, `<html data-hydrated>` tells browser tests that the page is enhanced.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False during server rendering and hydration; true once script runs. Controls that only work
 * with JavaScript render behind it, so nobody is offered a dead button. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** Whether the visitor asked their system for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia("(prefers-reduced-motion: reduce)");
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}
