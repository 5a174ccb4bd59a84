/**
 * Allowlist sanitiser for rich text that staff write (article descriptions and, later, other
 * admin-entered HTML). It never patches the input: parse5 builds the tree a browser would build
 * from it (the HTML standard's tree construction, in the context of a `<div>`, with scripting on as
 * in a browser), this module walks that tree keeping only what is on the allowlist, and writes a
 * fresh serialisation in which every text character is escaped and every attribute is
 * double-quoted and escaped. The browser therefore parses only markup this module wrote itself.
 *
 * What survives: a small set of text-level and block elements (paragraphs, lists, headings h2-h4,
 * tables, quotes, links, same-site images), each with a few validated attributes. Never: script,
 * style, event handlers, `style`/`class`/`id` attributes (which could restyle or overlay the page
 * or clobber its ids), frames, forms, SVG and MathML (dropped with their content), comments,
 * CDATA, and any URL whose scheme is not http, https, mailto or tel (checked on the value the
 * parser decoded, after removing the characters a URL parser ignores). Other elements (`font`,
 * `button`, `select` …) are removed and their text kept, so text that a browser would put inside an
 * unclosed `<select>` survives as text; text the parser puts inside an `<svg>` or `<math>` goes
 * with it, as it is not shown as text in a browser either.
 *
 * The output parses back to the tree it was written from, so sanitising twice changes nothing:
 * where removing an element would leave a kept one somewhere the parser does not allow it (a
 * paragraph or list inside a paragraph, a link inside a link, a heading directly in a heading, an
 * item in an item, a table part outside its table), that kept element is removed too and its
 * content kept.
 *
 * Links to other sites get `target="_blank" rel="noopener noreferrer"`; with `newTabLabel` (used
 * when rendering, in the page's language) they also get a visually hidden "(opens in a new tab)".
 */

import { defaultTreeAdapter, html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

export type SanitizeOptions = {
  /** Visually hidden text appended inside links that open in a new tab, so that it is announced. */
  newTabLabel?: string;
};

type Attr = { name: string; value: string };
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
/** A kept element that is open in the output. */
type OpenElement = { name: string; external: boolean };

/** Elements kept, each with the attributes it may carry (in the order they are written out). */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  abbr: ["title"],
  q: [],
  blockquote: [],
  code: [],
  pre: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ["start"],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};
/** Attributes any kept element may carry. */
const GLOBAL_ATTRS = ["lang", "dir"] as const;

/** The page has its own h1 (the article title); headings in the text start one level below. */
const RENAMED: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "datalist",
  "head",
]);

/** The kept void elements: written without an end tag, never with content. */
const VOID = new Set(["br", "hr", "img"]);

/** Kept elements whose start tag makes the parser close an open paragraph (in "button scope"). */
const CLOSES_P = new Set([
  "p",
  "div",
  "blockquote",
  "pre",
  "hr",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "figure",
  "figcaption",
  "table",
]);
const HEADINGS = new Set(["h2", "h3", "h4"]);
/** Kept elements that bound the parser's "button scope" (and that are markers for links). */
const SCOPE = new Set(["table", "caption", "td", "th"]);
/** Kept elements the standard calls special, apart from div and p: they stop the search for an open item. */
const SPECIAL = new Set([
  "blockquote",
  "br",
  "caption",
  "dd",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "hr",
  "img",
  "li",
  "ol",
  "pre",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);
/** Table parts and the only elements they may sit directly in. */
const TABLE_PARENTS: Record<string, readonly string[]> = {
  caption: ["table"],
  thead: ["table"],
  tbody: ["table"],
  tfoot: ["table"],
  tr: ["thead", "tbody", "tfoot"],
  td: ["tr"],
  th: ["tr"],
};
/** Elements whose direct content may only be table parts (and whitespace). */
const TABLE_STRUCTURE = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

const MAX_DEPTH = 64;
const MAX_URL_LENGTH = 2048;
const MAX_TEXT_ATTR_LENGTH = 500;

export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  // Parsed as a browser parses the article's `<div>` on the page (`innerHTML` of a div).
  const context = defaultTreeAdapter.createElement("div", html.NS.HTML, []);
  const fragment = parseFragment(context, input, { scriptingEnabled: true });

  let out = "";
  const open: OpenElement[] = [];
  // Just wrote `<pre>`: the parser drops a newline that comes right after it, so one is added.
  let afterPre = false;
  // The tree is walked with a stack of its own, as a parsed document can be nested without limit.
  const work: Array<ChildNode | { close: OpenElement }> = [];
  const pushChildren = (nodes: ChildNode[]) => {
    for (let i = nodes.length - 1; i >= 0; i--) work.push(nodes[i]!);
  };
  pushChildren(fragment.childNodes);

  while (work.length > 0) {
    const item = work.pop()!;
    if ("close" in item) {
      open.pop();
      if (item.close.external && options.newTabLabel) {
        out += `<span class="visually-hidden"> ${escapeText(options.newTabLabel)}</span>`;
      }
      out += `</${item.close.name}>`;
      afterPre = false;
      continue;
    }
    if (defaultTreeAdapter.isTextNode(item)) {
      const parent = open.at(-1)?.name;
      // Text directly in a table (possible only once a cell is removed) would be moved out of it.
      if (parent !== undefined && TABLE_STRUCTURE.has(parent) && /[^\t\n\f\r ]/.test(item.value)) continue;
      if (afterPre && item.value.startsWith("\n")) out += "\n";
      out += escapeText(item.value);
      afterPre = false;
      continue;
    }
    // Comments and doctypes go; so do SVG and MathML elements, with everything inside them.
    if (!defaultTreeAdapter.isElementNode(item) || item.namespaceURI !== html.NS.HTML) continue;
    if (DROPPED_WITH_CONTENT.has(item.tagName)) continue;

    const name = RENAMED[item.tagName] ?? item.tagName;
    const allowed = ALLOWED[name];
    const attrs = allowed ? keptAttributes(name, allowed, item.attrs) : null;
    if (!attrs || !fits(name, open)) {
      // Not kept: the element goes, what is inside it stays where it was.
      pushChildren(item.childNodes);
      continue;
    }
    out += `<${name}${serialiseAttrs(attrs.list)}>`;
    afterPre = name === "pre";
    if (VOID.has(name)) continue;
    const element = { name, external: attrs.external };
    open.push(element);
    work.push({ close: element });
    pushChildren(item.childNodes);
  }
  return out;
}

/**
 * Whether a kept element can be written inside the kept elements now open, such that the parser
 * reads it back in the same place. It always can where the parser itself put it; it may not once
 * an element between them is removed (`<p><button><p>`, `<h2><font><h3>`, `<a><marquee><a>`).
 */
function fits(name: string, open: OpenElement[]): boolean {
  if (!VOID.has(name) && open.length >= MAX_DEPTH) return false;
  const parent = open.at(-1)?.name;
  const tableParents = TABLE_PARENTS[name];
  if (tableParents) {
    if (parent === undefined || !tableParents.includes(parent)) return false;
  } else if (parent !== undefined && TABLE_STRUCTURE.has(parent)) {
    return false;
  }
  if (HEADINGS.has(name) && parent !== undefined && HEADINGS.has(parent)) return false;
  if (CLOSES_P.has(name) && isOpen(open, ["p"], (n) => SCOPE.has(n))) return false;
  if (name === "li" && isOpen(open, ["li"], (n) => SPECIAL.has(n))) return false;
  if ((name === "dd" || name === "dt") && isOpen(open, ["dd", "dt"], (n) => SPECIAL.has(n))) return false;
  if (name === "a" && isOpen(open, ["a"], (n) => SCOPE.has(n) && n !== "table")) return false;
  return true;
}

/** Whether one of `names` is open, looking outwards from the innermost open element up to a `stop`. */
function isOpen(open: OpenElement[], names: string[], stop: (name: string) => boolean): boolean {
  for (let i = open.length - 1; i >= 0; i--) {
    const name = open[i]!.name;
    if (names.includes(name)) return true;
    if (stop(name)) return false;
  }
  return false;
}

/** The attributes of a kept element that pass their checks, or null when the element itself must go. */
function keptAttributes(
  name: string,
  allowed: readonly string[],
  attrs: Attr[],
): { list: Attr[]; external: boolean } | null {
  const value = (attr: string) => attrs.find((a) => a.name === attr)?.value;
  const list: Attr[] = [];
  let external = false;

  for (const attr of allowed) {
    const raw = value(attr);
    if (raw === undefined) continue;
    const clean = checkAttribute(attr, raw);
    if (clean !== null) list.push({ name: attr, value: clean });
  }
  for (const attr of GLOBAL_ATTRS) {
    const raw = value(attr);
    if (raw === undefined) continue;
    const clean = checkAttribute(attr, raw);
    if (clean !== null) list.push({ name: attr, value: clean });
  }

  if (name === "a") {
    const href = list.find((a) => a.name === "href")?.value;
    if (href !== undefined && isExternal(href)) {
      external = true;
      list.push({ name: "rel", value: "noopener noreferrer" }, { name: "target", value: "_blank" });
    }
  }
  if (name === "img") {
    if (!list.some((a) => a.name === "src")) return null;
    if (!list.some((a) => a.name === "alt")) list.splice(1, 0, { name: "alt", value: "" });
    list.push({ name: "loading", value: "lazy" }, { name: "decoding", value: "async" });
  }
  return { list, external };
}

function checkAttribute(attr: string, value: string): string | null {
  switch (attr) {
    case "href":
      return safeUrl(value, "link");
    case "src":
      return safeUrl(value, "image");
    case "alt":
    case "title":
      return value.slice(0, MAX_TEXT_ATTR_LENGTH);
    case "width":
    case "height":
      return /^\d{1,4}$/.test(value.trim()) ? String(Number(value.trim())) : null;
    case "colspan":
    case "rowspan": {
      const n = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : 0;
      return n >= 1 ? String(n) : null;
    }
    case "start":
      return /^-?\d{1,6}$/.test(value.trim()) ? String(Number(value.trim())) : null;
    case "scope":
      return oneOf(value, ["row", "col", "rowgroup", "colgroup"]);
    case "dir":
      return oneOf(value, ["ltr", "rtl", "auto"]);
    case "lang":
      return /^[a-z]{2,3}(-[a-z0-9]{1,8}){0,3}$/i.test(value.trim()) ? value.trim() : null;
    default:
      // An allowlisted attribute without a check would be a bug; refuse rather than pass it.
      return null;
  }
}

function oneOf(value: string, values: string[]): string | null {
  const v = value.trim().toLowerCase();
  return values.includes(v) ? v : null;
}

const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * A URL as a browser's URL parser will read it, or null when it is not allowed. Leading and
 * trailing controls and spaces are trimmed and tabs and newlines removed first (as the URL parser
 * does), so `java&#9;script:` and ` javascript:` are seen for what they are.
 */
export function safeUrl(raw: string, use: "link" | "image"): string | null {
  // eslint-disable-next-line no-control-regex
  let url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  // eslint-disable-next-line no-control-regex
  if (url === "" || url.length > MAX_URL_LENGTH || /[\u0000-\u001f\u007f]/.test(url)) return null;
  // For http(s) pages browsers read a backslash as a slash (`/\evil.example` is `//evil.example`).
  url = url.replace(/\\/g, "/");
  const scheme = /^([^/?#]*?):/.exec(url)?.[1]?.toLowerCase();
  if (use === "image") {
    // Images only from this site: nothing that tracks readers, nothing the CSP would block anyway.
    return scheme === undefined && url.startsWith("/") && !url.startsWith("//") ? url : null;
  }
  if (scheme !== undefined && !LINK_SCHEMES.has(scheme)) return null;
  return url;
}

function isExternal(href: string): boolean {
  return /^(https?:|\/\/)/i.test(href);
}

function serialiseAttrs(attrs: Attr[]): string {
  return attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join("");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\r": "&#13;" };

/** Text as markup; a carriage return (only ever from `&#13;`) is escaped so the parser keeps it. */
function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (c) => ESCAPES[c]!);
}

function escapeAttr(text: string): string {
  return text.replace(/[&<>"\r]/g, (c) => ESCAPES[c]!);
}
