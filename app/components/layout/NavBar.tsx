import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, NavLink } from "react-router";
import { NAV_GROUPS } from "./nav-sections";
import { ScrollTopButton } from "./ScrollTopButton";

/**
 * Sticky navigation reaching every section. Groups are <details> elements, so they open and close
 * without JavaScript; on a phone the whole bar folds behind a "Menu" toggle (a CSS-only checkbox).
 * With JavaScript, opening one group closes the others, and Escape or a click elsewhere closes them
 * (on text pages the plain script does this, app/lib/plain-page-script.ts).
 */
export function NavBar() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const groups = () => [...root.querySelectorAll<HTMLDetailsElement>("details")];
    const closeAll = (except?: Element) => groups().forEach((d) => d !== except && (d.open = false));
    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) closeAll(target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = groups().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!root.contains(event.target as Node)) closeAll();
    };
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  // After a client-side navigation, fold the menus away.
  useEffect(() => {
    nav.current?.querySelectorAll("details").forEach((d) => (d.open = false));
    const toggle = document.getElementById("nav-toggle") as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
  }, [location.pathname]);

  return (
    <nav className="main-nav" aria-label={t("shell.nav.label")} ref={nav}>
      <input type="checkbox" id="nav-toggle" className="nav-toggle-input" />
      <label htmlFor="nav-toggle" className="nav-toggle">
        <span className="nav-toggle-icon" aria-hidden="true" />
        {t("shell.nav.menu")}
      </label>
      <ul className="nav-groups">
        <li>
          <NavLink to="/" end discover="none">
            {t("shell.nav.home")}
          </NavLink>
        </li>
        {NAV_GROUPS.map((group) => (
          <li key={group.key}>
            <details className="nav-group">
              <summary>{t(`shell.nav.${group.key}` as "shell.nav.about")}</summary>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      reloadDocument={item.reloadDocument}
                      // No data-discover (nor a class: the styles select `.nav-groups a`) on each
                      // of the menu's forty links: they pushed a Marathi page's heading past the
                      // first 14 KB. A hydrated page learns the route when the link is followed.
                      discover="none"
                    >
                      {t(`shell.nav.${item.key}` as "shell.nav.about")}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <ScrollTopButton />
    </nav>
  );
}
