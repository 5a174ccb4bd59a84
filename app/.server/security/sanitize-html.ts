/**
 * Allowlist sanitiser for rich text that staff write (article descriptions and, later, other
 * admin-entered HTML). It never patches the input: it tokenises it the way the HTML standard's
 * tokenizer does, throws away everything not on the allowlist, and writes a fresh serialisation in
 * which every text character is escaped and every attribute is double-quoted and escaped. The
 * browser therefore parses only markup this module wrote itself, so a tokenizer quirk that reads
 * the input differently from a browser can lose or garble content, but cannot let script through.
 *
 * What survives: a small set of text-level and block elements (paragraphs, lists, headings h2-h4,
 * tables, quotes, links, same-site images), each with a few validated attributes. Never: script,
 * style, event handlers, `style`/`class`/`id` attributes (which could restyle or overlay the page
 * or clobber its ids), frames, forms, SVG and MathML (dropped with their content), comments,
 * CDATA, and any URL whose scheme is not http, https, mailto or tel (checked after decoding
 * entities and removing the characters a URL parser ignores).
 *
 * Links to other sites get `target="_blank" rel="noopener noreferrer"`; with `newTabLabel` (used
 * when rendering, in the page's language) they also get a visually hidden "(opens in a new tab)".
 */

export type SanitizeOptions = {
  /** Visually hidden text appended inside links that open in a new tab, so that it is announced. */
  newTabLabel?: string;
};

type Attr = { name: string; value: string };
type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attrs: Attr[]; selfClosing: boolean }
  | { kind: "end"; name: string }
  /** The content of a raw-text element (script, style, textarea …): never kept. */
  | { kind: "rawtext" };

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
  "select",
  "datalist",
  "head",
]);

/** Elements whose content the HTML tokenizer reads as text up to the matching end tag. */
const RAW_TEXT = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]);

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

const MAX_DEPTH = 64;
const MAX_URL_LENGTH = 2048;
const MAX_TEXT_ATTR_LENGTH = 500;

export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  let out = "";
  const open: Array<{ name: string; external: boolean }> = [];
  // Inside an element dropped with its content: its name and how deeply it is nested in itself.
  let skipping: { name: string; depth: number } | null = null;

  const close = (index: number) => {
    while (open.length > index) {
      const element = open.pop()!;
      if (element.external && options.newTabLabel) {
        out += `<span class="visually-hidden"> ${escapeText(options.newTabLabel)}</span>`;
      }
      out += `</${element.name}>`;
    }
  };

  for (const token of tokenize(input)) {
    if (skipping) {
      if (token.kind === "start" && token.name === skipping.name && !token.selfClosing) skipping.depth += 1;
      if (token.kind === "end" && token.name === skipping.name && --skipping.depth === 0) skipping = null;
      continue;
    }
    switch (token.kind) {
      case "rawtext":
        break;
      case "text":
        out += escapeText(token.text);
        break;
      case "start": {
        if (DROPPED_WITH_CONTENT.has(token.name)) {
          const foreignSelfClosed = (token.name === "svg" || token.name === "math") && token.selfClosing;
          // Raw-text elements' content already came as one rawtext token; their end tag follows.
          if (!foreignSelfClosed && !RAW_TEXT.has(token.name) && token.name !== "plaintext") {
            skipping = { name: token.name, depth: 1 };
          }
          break;
        }
        const name = RENAMED[token.name] ?? token.name;
        const allowed = ALLOWED[name];
        if (!allowed) break;
        const attrs = keptAttributes(name, allowed, token.attrs);
        if (attrs === null) break;
        if (VOID.has(name)) {
          out += `<${name}${serialiseAttrs(attrs.list)}>`;
          break;
        }
        if (open.length >= MAX_DEPTH) break;
        // A link inside a link is not possible in HTML: the parser closes the first one.
        if (name === "a") {
          const outer = open.findIndex((element) => element.name === "a");
          if (outer !== -1) close(outer);
        }
        open.push({ name, external: attrs.external });
        out += `<${name}${serialiseAttrs(attrs.list)}>`;
        break;
      }
      case "end": {
        const name = RENAMED[token.name] ?? token.name;
        if (!ALLOWED[name] || VOID.has(name)) break;
        const index = findLastIndex(open, (element) => element.name === name);
        if (index !== -1) close(index);
        break;
      }
    }
  }
  close(0);
  return out;
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

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}

function escapeAttr(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

function findLastIndex<T>(list: T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Tokenizer: the states of the HTML standard's tokenizer that matter for body content (data,
// tag open, end tag open, tag name, attributes, comments, bogus comments, raw text), without
// building a tree. It runs in one pass and never backtracks, whatever the input.
// ---------------------------------------------------------------------------------------------

const isAlpha = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);
const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\f";

function* tokenize(input: string): Generator<Token> {
  // The input stream's preprocessing: newlines normalised; NUL characters are never useful.
  const s = input.replace(/\r\n?/g, "\n").replace(/\0/g, "");
  const length = s.length;
  let i = 0;
  let text = "";
  const flush = function* (): Generator<Token> {
    if (text) yield { kind: "text", text: decodeEntities(text, false) };
    text = "";
  };

  while (i < length) {
    const lt = s.indexOf("<", i);
    if (lt === -1) {
      text += s.slice(i);
      break;
    }
    text += s.slice(i, lt);
    i = lt;
    const next = s[i + 1];

    if (isAlpha(next) || (next === "/" && isAlpha(s[i + 2]))) {
      const isEnd = next === "/";
      const tag = readTag(s, i + (isEnd ? 2 : 1));
      if (!tag) break; // End of input inside a tag: the tag is dropped, as a browser does.
      yield* flush();
      i = tag.end;
      if (isEnd) {
        yield { kind: "end", name: tag.name };
        continue;
      }
      yield { kind: "start", name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing };
      if (tag.name === "plaintext") {
        yield { kind: "rawtext" };
        i = length;
      } else if (RAW_TEXT.has(tag.name)) {
        const closing = new RegExp(`</${tag.name}(?=[\\t\\n\\f />])`, "ig");
        closing.lastIndex = i;
        const match = closing.exec(s);
        yield { kind: "rawtext" };
        i = match ? match.index : length;
      }
      continue;
    }

    if (next === "/") {
      // `</>` is ignored; `</` before anything but a letter starts a bogus comment.
      if (s[i + 2] === ">") i += 3;
      else if (i + 2 >= length) {
        text += "</";
        i = length;
      } else i = skipPast(s, i + 2, ">");
      continue;
    }
    if (next === "!") {
      if (s.startsWith("<!--", i)) {
        if (s[i + 4] === ">") i += 5;
        else if (s.startsWith("->", i + 4)) i += 6;
        else {
          const a = s.indexOf("-->", i + 4);
          const b = s.indexOf("--!>", i + 4);
          const end = a === -1 ? b : b === -1 ? a : Math.min(a, b);
          i = end === -1 ? length : end + (end === a ? 3 : 4);
        }
      } else {
        // DOCTYPE, CDATA (a bogus comment in HTML content) and other markup declarations.
        i = skipPast(s, i + 2, ">");
      }
      continue;
    }
    if (next === "?") {
      i = skipPast(s, i + 1, ">");
      continue;
    }
    // A lone "<" is text.
    text += "<";
    i += 1;
  }
  yield* flush();
}

function skipPast(s: string, from: number, marker: string): number {
  const at = s.indexOf(marker, from);
  return at === -1 ? s.length : at + marker.length;
}

function readTag(s: string, start: number): { name: string; attrs: Attr[]; selfClosing: boolean; end: number } | null {
  const length = s.length;
  let j = start;
  let name = "";
  while (j < length && !isSpace(s[j]) && s[j] !== "/" && s[j] !== ">") name += s[j++]!.toLowerCase();
  const attrs: Attr[] = [];
  let selfClosing = false;

  for (;;) {
    while (isSpace(s[j])) j++;
    if (j >= length) return null;
    const c = s[j]!;
    if (c === ">") {
      j++;
      break;
    }
    if (c === "/") {
      if (s[j + 1] === ">") {
        selfClosing = true;
        j += 2;
        break;
      }
      j++;
      continue;
    }
    let attrName = "";
    if (c === "=") {
      // An attribute name may begin with "=" (a parse error the standard keeps).
      attrName = "=";
      j++;
    }
    while (j < length && !isSpace(s[j]) && s[j] !== "/" && s[j] !== ">" && s[j] !== "=") {
      attrName += s[j++]!.toLowerCase();
    }
    while (isSpace(s[j])) j++;
    let value = "";
    if (s[j] === "=") {
      j++;
      while (isSpace(s[j])) j++;
      const quote = s[j];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, j + 1);
        if (close === -1) return null;
        value = s.slice(j + 1, close);
        j = close + 1;
      } else {
        const from = j;
        while (j < length && !isSpace(s[j]) && s[j] !== ">") j++;
        value = s.slice(from, j);
      }
      value = decodeEntities(value, true);
    }
    // Later duplicates of an attribute are ignored, as the standard says.
    if (!attrs.some((a) => a.name === attrName)) attrs.push({ name: attrName, value });
  }
  return { name, attrs, selfClosing, end: j };
}

// ---------------------------------------------------------------------------------------------
// Character references. Whatever this decodes is written back escaped, so the browser sees exactly
// the decoded text: an entity missing from the table below stays visible as text, never hidden.
// ---------------------------------------------------------------------------------------------

const LATIN1_NAMES =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute " +
  "micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring " +
  "AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml " +
  "times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil " +
  "egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash " +
  "ugrave uacute ucirc uuml yacute thorn yuml";

const NAMED: Record<string, string> = {
  amp: "&",
  AMP: "&",
  lt: "<",
  LT: "<",
  gt: ">",
  GT: ">",
  quot: '"',
  QUOT: '"',
  apos: "'",
  COPY: "©",
  REG: "®",
  OElig: "Œ",
  oelig: "œ",
  Scaron: "Š",
  scaron: "š",
  Yuml: "Ÿ",
  fnof: "ƒ",
  circ: "ˆ",
  tilde: "˜",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  zwnj: "\u200c",
  zwj: "\u200d",
  lrm: "\u200e",
  rlm: "\u200f",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  dagger: "†",
  Dagger: "‡",
  bull: "•",
  hellip: "…",
  permil: "‰",
  prime: "′",
  Prime: "″",
  lsaquo: "‹",
  rsaquo: "›",
  oline: "‾",
  euro: "€",
  trade: "™",
  larr: "←",
  uarr: "↑",
  rarr: "→",
  darr: "↓",
  harr: "↔",
  minus: "−",
  check: "✓",
  // HTML5 names for punctuation: favourites of filter-evasion payloads (`javascript&colon;`).
  Tab: "\t",
  NewLine: "\n",
  excl: "!",
  num: "#",
  dollar: "$",
  percnt: "%",
  lpar: "(",
  rpar: ")",
  ast: "*",
  plus: "+",
  comma: ",",
  period: ".",
  sol: "/",
  colon: ":",
  semi: ";",
  equals: "=",
  quest: "?",
  commat: "@",
  lsqb: "[",
  bsol: "\\",
  rsqb: "]",
  Hat: "^",
  lowbar: "_",
  grave: "`",
  lcub: "{",
  verbar: "|",
  rcub: "}",
};
/** Names a browser also decodes without the final semicolon (the legacy ones). */
const LEGACY = new Set(["amp", "AMP", "lt", "LT", "gt", "GT", "quot", "QUOT", "COPY", "REG"]);
LATIN1_NAMES.split(" ").forEach((name, index) => {
  NAMED[name] = String.fromCharCode(160 + index);
  LEGACY.add(name);
});

/** Windows-1252 meanings the standard gives to numeric references 0x80-0x9F. */
const C1_REPLACEMENTS: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

export function decodeEntities(text: string, inAttribute: boolean): string {
  if (!text.includes("&")) return text;
  let out = "";
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf("&", i);
    if (amp === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    i = amp + 1;

    if (text[i] === "#") {
      const hex = text[i + 1] === "x" || text[i + 1] === "X";
      const digits = (hex ? /^[0-9a-f]+/i : /^[0-9]+/).exec(text.slice(i + (hex ? 2 : 1), i + 40))?.[0];
      if (!digits) {
        out += "&";
        continue;
      }
      i += (hex ? 2 : 1) + digits.length;
      if (text[i] === ";") i++;
      out += codePointText(parseInt(digits, hex ? 16 : 10));
      continue;
    }

    const run = /^[A-Za-z0-9]{1,32}/.exec(text.slice(i, i + 32))?.[0];
    if (run && text[i + run.length] === ";" && NAMED[run] !== undefined) {
      out += NAMED[run];
      i += run.length + 1;
      continue;
    }
    let legacy = "";
    if (run) for (let n = run.length; n >= 2 && !legacy; n--) if (LEGACY.has(run.slice(0, n))) legacy = run.slice(0, n);
    if (legacy) {
      const after = text[i + legacy.length];
      // In attributes `&copy=1` is not a reference (so query strings survive), as in browsers.
      if (inAttribute && after !== undefined && /[A-Za-z0-9=]/.test(after)) {
        out += "&";
        continue;
      }
      out += NAMED[legacy];
      i += legacy.length;
      continue;
    }
    out += "&";
  }
  return out;
}

function codePointText(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(C1_REPLACEMENTS[code] ?? code);
}
