import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { isActive, Link, NavLink, PlainLinksProvider } from "./links";

function render(at: string, plain: boolean, link: ReactNode) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <PlainLinksProvider value={plain}>{link}</PlainLinksProvider>
    </MemoryRouter>,
  );
}

/**
 * The plain link must be exactly what React Router's would have put in the page, less the hint
 * for the router's route discovery in the browser (a text page has no router there).
 */
function expectSameAsRouter(at: string, link: ReactNode) {
  const plain = render(at, true, link);
  expect(plain).toBe(render(at, false, link).replaceAll(' data-discover="true"', ""));
  return plain;
}

describe("links on a text page", () => {
  test("a <Link> is the <a> the router renders, attributes and all", () => {
    expect(
      expectSameAsRouter(
        "/news",
        <Link to="/news/26?lang=mr" className="card" aria-label="Sample article" prefetch="intent" reloadDocument>
          Read
        </Link>,
      ),
    ).toBe('<a class="card" aria-label="Sample article" href="/news/26?lang=mr">Read</a>');
  });

  test("a <NavLink> is active on its own page and below it, as the router decides", () => {
    const news = (
      <NavLink to="/news" className="nav-link">
        News
      </NavLink>
    );
    expect(expectSameAsRouter("/news", news)).toBe(
      '<a aria-current="page" class="nav-link active" href="/news">News</a>',
    );
    expect(expectSameAsRouter("/news/26", news)).toContain('aria-current="page"');
    expect(expectSameAsRouter("/NEWS", news)).toContain('aria-current="page"');
    expect(expectSameAsRouter("/newsletter", news)).toBe('<a class="nav-link" href="/news">News</a>');
  });

  test("`end` makes the home link active on the home page only", () => {
    const home = (
      <NavLink to="/" end className="nav-link">
        Home
      </NavLink>
    );
    expect(expectSameAsRouter("/", home)).toContain('class="nav-link active"');
    expect(expectSameAsRouter("/news", home)).toBe('<a class="nav-link" href="/">Home</a>');
  });

  test("a custom aria-current, no class and a trailing slash behave as the router's", () => {
    expectSameAsRouter(
      "/gallery/3",
      <NavLink to="/gallery/" aria-current="location">
        Gallery
      </NavLink>,
    );
    expectSameAsRouter("/about-us", <NavLink to="/about-us?lang=en">About</NavLink>);
  });

  test("what only the router can render is left to it", () => {
    // A relative target and a class computed from the link's state.
    const relative = <Link to="26">Article</Link>;
    expect(render("/news/", true, relative)).toBe(render("/news/", false, relative));
    const computed = (
      <NavLink to="/news" className={({ isActive }) => (isActive ? "on" : "off")}>
        News
      </NavLink>
    );
    expect(render("/news", true, computed)).toBe(render("/news", false, computed));
    expect(render("/news", true, computed)).toContain('class="on"');
  });
});

describe("isActive", () => {
  test.each([
    ["/news", "/news", false, true],
    ["/news/26", "/news", false, true],
    ["/news/26", "/news", true, false],
    ["/newsletter", "/news", false, false],
    ["/news", "/news?page=2", false, true],
    ["/", "/", true, true],
    ["/news", "/", false, false],
  ])("at %s a link to %s (end: %s) is active: %s", (at, to, end, expected) => {
    expect(isActive(at, to, end, false)).toBe(expected);
  });

  test("is case-insensitive unless asked otherwise", () => {
    expect(isActive("/NEWS", "/news", false, false)).toBe(true);
    expect(isActive("/NEWS", "/news", false, true)).toBe(false);
  });
});
