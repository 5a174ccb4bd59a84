import { useHydrated } from "~/components/ui/use-hydrated";

/** Opens the browser's print dialog; without JavaScript there is nothing to click, so it is not shown. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
