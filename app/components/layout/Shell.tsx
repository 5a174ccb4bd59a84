import type { Contrast } from "~/lib/contrast";
import { Footer } from "./Footer";
import { LanguageSwitch } from "./LanguageSwitch";
import { LogoBar } from "./LogoBar";
import { NavBar } from "./NavBar";
import { NavigationProgress } from "./NavigationProgress";
import { SettingsPanel } from "./SettingsPanel";
import { SkipLink } from "./SkipLink";
import { Ticker } from "./Ticker";

/**
 * The frame of every page (SPEC §2 "Shell"). `data` is absent only when the root loader itself
 * failed; the shell then still renders everything that does not depend on the database.
 */
export function Shell({
  data,
  children,
}: {
  data: { csrfToken: string; fontSize: number; contrast: Contrast } | undefined;
  children: React.ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <SettingsPanel
          fontSize={data?.fontSize ?? 100}
          contrast={data?.contrast ?? "normal"}
          csrfToken={data?.csrfToken}
        >
          <LanguageSwitch />
        </SettingsPanel>
        <Ticker />
        <LogoBar />
      </header>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <NavigationProgress />
        {children}
      </main>
      <Footer />
    </>
  );
}
