import { createContext, useContext, type Ref } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

/**
 * Links that cost a text page nothing it does not use. React Router's <Link> and <NavLink> resolve
 * their target against the route tree and prepare client-side navigation, about 8 µs each on the
 * server; a page carries some sixty. A text page has no router in the browser
 * (docs/decisions/012-text-pages.md), so there they render the plain <a> the router's would have
 * become anyway (the same href, class and aria-current), without that work
 * (docs/decisions/013-render-cost.md). Everywhere else, and for any target that is not a plain
 * absolute path, they are the router's own.
 */
const PlainLinksContext = createContext(false);

/** Set by the document (root.tsx) when the page it renders is a text page. */
export const PlainLinksProvider = PlainLinksContext.Provider;

/** React Router's <Link>, or on a text page the <a> it would render. */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const plain = useContext(PlainLinksContext);
  if (!plain || !isPlainTarget(props.to)) return <RouterLink {...props} />;
  const { to, children, ...rest } = props;
  // The attributes in the order the router's would have them.
  return (
    <a {...anchorProps(rest)} href={to}>
      {children}
    </a>
  );
}

/** React Router's <NavLink>, or on a text page the <a> it would render (its class and aria-current). */
export function NavLink(props: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const plain = useContext(PlainLinksContext);
  const { pathname } = useLocation();
  const {
    to,
    end = false,
    caseSensitive = false,
    className,
    style,
    children,
    "aria-current": ariaCurrent = "page",
    ...rest
  } = props;
  if (
    !plain ||
    !isPlainTarget(to) ||
    typeof className === "function" ||
    typeof style === "function" ||
    typeof children === "function"
  ) {
    return <RouterNavLink {...props} />;
  }
  const active = isActive(pathname, to, end, caseSensitive);
  const classes = [className, active ? "active" : null].filter(Boolean).join(" ");
  return (
    <a
      {...anchorProps(rest)}
      aria-current={active ? ariaCurrent : undefined}
      className={classes || undefined}
      style={style}
      href={to}
    >
      {children}
    </a>
  );
}

/** Targets the router would render unchanged: absolute paths of this site. */
function isPlainTarget(to: LinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
}

/**
 * Whether a <NavLink> to `to` is active at `locationPathname`, as React Router decides it: the
 * same path, or (unless `end`) a path below it.
 */
export function isActive(locationPathname: string, to: string, end: boolean, caseSensitive: boolean): boolean {
  let toPathname = to.split(/[?#]/, 1)[0] || "/";
  let current = locationPathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    current = current.toLowerCase();
  }
  const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlash) === "/");
}

/** The props of a router link that are not the router's own: what the <a> itself gets. */
function anchorProps<T extends Partial<LinkProps>>(props: T) {
  const {
    discover: _discover,
    prefetch: _prefetch,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  return anchor;
}
