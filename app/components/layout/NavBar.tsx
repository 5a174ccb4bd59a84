import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, NavLink } from "react-router";
import { NAV_GROUPS } from "./nav-sections";
import { ScrollTopButton } from "./ScrollTopButton";

/** No class attribute at all on a menu link (NavLink's default is "active" or an empty one). */
const noClass = () => undefined;

/** The id of the menu the phone's Menu button opens (a popover). */
const MENU_ID = "main-menu";

/** Whether the menu is open as a popover (a browser without popovers throws on the selector). */
const isMenuOpen = (menu: HTMLElement | null) => !!menu && "hidePopover" in menu && menu.matches(":popover-open");

/**
 * Sticky navigation reaching every section. Groups are <details> elements, so they open and close
 * without JavaScript. On a phone the whole menu folds behind a Menu button, and the bar carries a
 * search icon (a plain link to the search page) instead of the header's search box.
 *
 * The Menu button opens the menu as a popover (`popovertarget`): a real button that works without
 * JavaScript, whose expanded state the browser exposes itself, and Escape or a tap outside closes
 * it and puts focus back on the button. On a wide screen the same list is the bar itself, shown
 * whatever the popover's state. A browser too old for popovers shows the menu in the bar on a
 * phone too (app/styles/app/navigation.css).
 *
 * With JavaScript, opening one group closes the others, Escape or a click elsewhere closes them
 * (the first Escape closes an open group, the next the menu), and the button also carries
 * aria-expanded; on text pages the plain script does this (app/lib/plain-page-script.ts).
 */
export function NavBar() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const menu = root.querySelector<HTMLElement>(`#${MENU_ID}`);
    const toggle = root.querySelector(".nav-toggle");
    const groups = () => [...root.querySelectorAll<HTMLDetailsElement>("details")];
    const closeAll = (except?: Element) => groups().forEach((d) => d !== except && (d.open = false));
    const onToggle = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open) closeAll(target);
      if (target !== menu || !menu) return;
      const open = (event as ToggleEvent).newState === "open";
      toggle?.setAttribute("aria-expanded", String(open));
      // The menu opens again as it first did, its groups folded.
      if (!open) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = groups().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector("summary")?.focus();
        // One step at a time: the menu around the group stays open.
        event.preventDefault();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!root.contains(event.target as Node)) closeAll();
      // A link followed from the phone's menu: the menu goes at once, not when the next page has
      // loaded (until then it would cover the progress bar).
      if (event.target instanceof Element && event.target.closest("a") && isMenuOpen(menu)) menu!.hidePopover();
    };
    toggle?.setAttribute("aria-expanded", String(isMenuOpen(menu)));
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
    const menu = document.getElementById(MENU_ID);
    if (isMenuOpen(menu)) menu!.hidePopover();
  }, [location.pathname]);

  return (
    <nav className="main-nav" aria-label={t("shell.nav.label")} ref={nav}>
      <button type="button" className="nav-toggle" popoverTarget={MENU_ID}>
        <span className="nav-toggle-icon" aria-hidden="true" />
        {t("shell.nav.menu")}
      </button>
      <NavLink to="/search" className="nav-search" discover="none">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t("search.title")}</span>
      </NavLink>
      <div id={MENU_ID} className="nav-menu" popover="auto">
        <button type="button" className="nav-close" popoverTarget={MENU_ID} popoverTargetAction="hide">
          <span className="nav-close-icon" aria-hidden="true" />
          {t("shell.nav.close_menu")}
        </button>
        <ul className="nav-groups">
          <li>
            <NavLink to="/" end discover="none" className={noClass}>
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
                        // No data-discover, nor a class (NavLink's default writes class="" on every
                        // link; the styles select `.nav-groups a` and aria-current), on each of the
                        // menu's forty links: they pushed a Marathi page's heading past the first
                        // 14 KB. A hydrated page learns the route when the link is followed.
                        discover="none"
                        className={noClass}
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
      </div>
      <ScrollTopButton />
    </nav>
  );
}
