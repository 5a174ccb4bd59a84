import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from "react";

const HydratedContext = createContext(false);

/**
 * Says "hydrated" to the whole page once React has taken it over: the browser's entry wraps the
 * router in it (app/entry.client.tsx); the server has none, so the server and the hydration render
 * read false and match.
 *
 * The switch to true re-renders every component that reads it, with what it renders (carousels
 * that gain their controls, dialogs, buttons that only work with script; links that only change
 * their address read it themselves, ScriptAwareLink). It is a transition, so React renders it in
 * slices between which the browser can answer a tap. A store's snapshot, as this was, re-renders
 * synchronously inside hydration's effects: one task of 116-142 ms on the home page with the CPU
 * slowed down eight times, the longest of its start-up after hydration (docs/performance.md).
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
