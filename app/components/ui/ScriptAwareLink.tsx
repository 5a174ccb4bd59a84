import { Link, type LinkProps } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A link that goes somewhere else once script runs (a dialog in place of a page, or the same
 * address without the fragment that helps a visitor without JavaScript). The switch to "hydrated"
 * re-renders every component that reads it and everything that component renders: when the home
 * page's menus and tiles read it themselves, every link in their dialogs was rendered again right
 * after hydration, on a phone's busiest moment (docs/performance.md). Reading it here, in
 * the link alone, re-renders only the link.
 */
export function ScriptAwareLink({ toWithoutScript, to, ...props }: LinkProps & { toWithoutScript: string }) {
  return <Link {...props} to={useHydrated() ? to : toWithoutScript} />;
}
