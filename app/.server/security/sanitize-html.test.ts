import { describe, expect, test } from "vitest";
import { XSS_PAYLOADS } from "./sanitize-html.fixtures";
import { safeUrl, sanitizeHtml } from "./sanitize-html";

/** Attributes the sanitiser may write, per element (besides lang and dir on any element). */
const WRITTEN: Record<string, string[]> = {
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
  ol: ["start"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  abbr: ["title"],
  span: ["class"],
};
const TAG = /<(\/?)([a-z][a-z0-9]*)((?: [a-z]+="[^"<>]*")*)>/g;
const ATTR = / ([a-z]+)="([^"]*)"/g;

/**
 * Checks that sanitiser output is made only of well-formed allowlisted tags and escaped text, so a
 * browser reading it can build nothing else: no "<" or ">" outside a tag, only allowed attributes,
 * only safe URLs, and every class is the one the sanitiser itself writes.
 */
function expectSafeStructure(html: string) {
  const withoutTags = html.replace(TAG, "");
  expect(withoutTags, html).not.toMatch(/[<>]/);
  for (const [, , name, attrs] of html.matchAll(TAG)) {
    expect(
      [
        "p",
        "br",
        "hr",
        "div",
        "span",
        "strong",
        "b",
        "em",
        "i",
        "u",
        "s",
        "small",
        "sub",
        "sup",
        "mark",
        "abbr",
        "q",
        "blockquote",
        "code",
        "pre",
        "h2",
        "h3",
        "h4",
        "ul",
        "ol",
        "li",
        "dl",
        "dt",
        "dd",
        "a",
        "img",
        "figure",
        "figcaption",
        "table",
        "caption",
        "thead",
        "tbody",
        "tfoot",
        "tr",
        "th",
        "td",
      ],
      html,
    ).toContain(name);
    for (const [, attr, value] of attrs!.matchAll(ATTR)) {
      expect([...(WRITTEN[name!] ?? []), "lang", "dir"], `${attr} on ${name} in ${html}`).toContain(attr);
      if (attr === "class") expect(value).toBe("visually-hidden");
      if (attr === "href") expect(value!.replace(/&amp;/g, "&")).toMatch(/^(https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i);
      if (attr === "src") expect(value).toMatch(/^\/(?!\/)/);
      if (attr === "href" || attr === "src") expect(value).not.toMatch(/(javascript|vbscript|data):/i);
    }
  }
}

describe("hostile input", () => {
  test.each(XSS_PAYLOADS)("%s is made harmless", (_name, payload) => {
    const clean = sanitizeHtml(payload);
    expectSafeStructure(clean);
    expect(sanitizeHtml(clean)).toBe(clean);
    expectSafeStructure(sanitizeHtml(payload, { newTabLabel: "(opens in a new tab)" }));
  });

  test("script and style content is dropped, not shown as text", () => {
    expect(sanitizeHtml("<p>a<script>alert(1)</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<style>body{display:none}</style><p>x</p>")).toBe("<p>x</p>");
    expect(sanitizeHtml("<script>alert(1)")).toBe("");
  });

  test("SVG and MathML are dropped with everything inside them", () => {
    expect(sanitizeHtml("<p>a</p><svg><g><svg></svg><text>in</text></g></svg><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<math><mi>x</mi></math>after")).toBe("after");
    // `<svg/onload=…>` is not self-closing (the slash starts an attribute): "after" is inside it.
    expect(sanitizeHtml("<svg/onload=alert(1)>after")).toBe("");
    expect(sanitizeHtml("<svg/>after")).toBe("after");
  });

  test("an unclosed style in SVG no longer takes the rest of the article with it", () => {
    // The old tokenizer read `<style>` in SVG as raw text up to a `</style>`, or skipped to a
    // `</svg>` that never came; in SVG, `<style>` holds markup, and a `<p>` leaves the SVG.
    expect(sanitizeHtml("<p>before</p><svg><style>.x{fill:red}</svg><p>after</p>")).toBe("<p>before</p><p>after</p>");
    expect(sanitizeHtml("<p>before</p><svg><style>.x{fill:red}</style><p>after</p>")).toBe("<p>before</p><p>after</p>");
    // Text the parser puts inside the SVG is not shown as text by a browser either: it goes too.
    expect(sanitizeHtml("<svg><style>.x{fill:red}</style>inside")).toBe("");
  });

  test("event handlers, styles, classes and ids are removed from kept elements", () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="position:fixed" class="modal" id="main">x</p>')).toBe("<p>x</p>");
  });

  test("unsafe link targets lose their href but keep their text", () => {
    expect(sanitizeHtml('<a href="java&#9;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="DATA:text/html,x">x</a>')).toBe("<a>x</a>");
  });

  test("images from other sites or without a source are dropped", () => {
    expect(sanitizeHtml('<img src="https://evil.example/p.gif">')).toBe("");
    expect(sanitizeHtml("<img alt=x>")).toBe("");
  });

  test("comments, doctypes, CDATA and processing instructions disappear", () => {
    expect(sanitizeHtml("a<!-- hidden -->b<!DOCTYPE html>c<?php x ?>d")).toBe("abcd");
    expect(sanitizeHtml("<!--unclosed <b>x</b>")).toBe("");
  });

  test("unclosed elements are closed and stray end tags read as a browser reads them", () => {
    expect(sanitizeHtml("<p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    // A stray `</p>` makes an empty paragraph; other stray end tags are ignored.
    expect(sanitizeHtml("</div>x</p>")).toBe("x<p></p>");
    // Emphasis left open when its paragraph closes carries on after it.
    expect(sanitizeHtml("<p><em>a</p>b")).toBe("<p><em>a</em></p><em>b</em>");
  });

  test("a link opened inside another link closes the first, as browsers do", () => {
    expect(sanitizeHtml('<a href="/a">one<a href="/b">two</a></a>')).toBe('<a href="/a">one</a><a href="/b">two</a>');
  });

  test("nesting is capped so a deep document cannot exhaust anything", () => {
    const clean = sanitizeHtml(`${"<div>".repeat(500)}x${"</div>".repeat(500)}`);
    expect(clean.match(/<div>/g)).toHaveLength(64);
    expect(clean).toContain("x");
  });

  test("large hostile input comes out as plain safe markup", () => {
    for (const big of [
      "<a href='".repeat(20_000) + "<!--".repeat(20_000) + "&#x".repeat(20_000),
      "<p ".repeat(50_000),
      "&".repeat(100_000),
      "<div>".repeat(20_000),
    ]) {
      expectSafeStructure(sanitizeHtml(big));
    }
  });
});

describe("staff content that is kept", () => {
  test("paragraphs, lists, emphasis, headings and tables survive unchanged", () => {
    const html =
      "<h2>Heading</h2><p>Text with <strong>bold</strong>, <em>emphasis</em> and <br>a break.</p>" +
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><caption>Cap</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      "<blockquote><p>Quote</p></blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  test("an h1 becomes h2 (the page has its own h1) and h5/h6 become h4", () => {
    expect(sanitizeHtml("<h1>A</h1><h5>B</h5><h6>C</h6>")).toBe("<h2>A</h2><h4>B</h4><h4>C</h4>");
  });

  test("links to pages of this site, mail and phone stay as they are", () => {
    expect(sanitizeHtml('<a href="/safety-tips">tips</a>')).toBe('<a href="/safety-tips">tips</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.org">mail</a>')).toBe(
      '<a href="mailto:help@example.org">mail</a>',
    );
    expect(sanitizeHtml('<a href="tel:1512">1512</a>')).toBe('<a href="tel:1512">1512</a>');
    expect(sanitizeHtml('<a href="#section">jump</a>')).toBe('<a href="#section">jump</a>');
  });

  test("links to other sites open in a new tab without handing over the page", () => {
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="//example.org">x</a>')).toContain('target="_blank"');
  });

  test("with a new-tab label, links to other sites announce it in the page's language", () => {
    expect(
      sanitizeHtml('<a href="https://example.org">site</a> and <a href="/x">here</a>', {
        newTabLabel: "(नवीन टॅबमध्ये उघडते)",
      }),
    ).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">site<span class="visually-hidden"> (नवीन टॅबमध्ये उघडते)</span></a> and <a href="/x">here</a>',
    );
  });

  test("same-site images are kept, given alt text if missing, and loaded lazily", () => {
    expect(sanitizeHtml('<img src="/storage/a/full.jpg" width="640" height="400">')).toBe(
      '<img src="/storage/a/full.jpg" alt="" width="640" height="400" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img width="x" src="/a.png" alt="Platform">')).toBe(
      '<img src="/a.png" alt="Platform" loading="lazy" decoding="async">',
    );
  });

  test("language and direction marks are kept when valid", () => {
    expect(sanitizeHtml('<span lang="mr">नमुना</span><p dir="RTL" lang="x y">a</p>')).toBe(
      '<span lang="mr">नमुना</span><p dir="rtl">a</p>',
    );
  });

  test("unknown elements are removed but their text is kept", () => {
    expect(sanitizeHtml("<font color=red>red</font> <center>mid</center> <button>b</button>")).toBe("red mid b");
  });

  test("Marathi text and entities are preserved; text is escaped once", () => {
    expect(sanitizeHtml("<p>नमुना बातमी &amp; सूचना &lt;१५१२&gt; &copy; &hellip; &unknown;</p>")).toBe(
      "<p>नमुना बातमी &amp; सूचना &lt;१५१२&gt; © … &amp;unknown;</p>",
    );
  });

  test("sanitising twice changes nothing", () => {
    const once = sanitizeHtml(
      '<p>A <a href="https://example.org">link</a> &amp; <img src="/i.png"> <b>b</b></p><ul><li>x',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe("character references", () => {
  test("all of HTML's named references decode, not only the common ones", () => {
    expect(sanitizeHtml("<p>x &notin; A, &hearts; &alpha; &le; &beta;&#8203;</p>")).toBe("<p>x ∉ A, ♥ α ≤ β\u200b</p>");
  });

  test("numeric references decode like a browser's, including the Windows-1252 range", () => {
    expect(sanitizeHtml("&#106;&#x61;&#X76;&#97")).toBe("java");
    expect(sanitizeHtml("&#0;&#xD800;&#x110000;&#150;")).toBe("\ufffd\ufffd\ufffd–");
    expect(sanitizeHtml("&#;&#x;&#xZ")).toBe("&amp;#;&amp;#x;&amp;#xZ");
  });

  test("legacy names without a semicolon decode in text but not before = or letters in attributes", () => {
    expect(sanitizeHtml("&copy 2026 &amp")).toBe("© 2026 &amp;");
    expect(sanitizeHtml('<a href="/?a=1&copy=2&amp;b">x</a>')).toBe('<a href="/?a=1&amp;copy=2&amp;b">x</a>');
    expect(sanitizeHtml("&zzz; &notit;")).toBe("&amp;zzz; ¬it;");
  });

  test("a carriage return from a reference is kept escaped, so that it survives another parse", () => {
    expect(sanitizeHtml('<p title="a&#13;b">c&#13;d</p>')).toBe("<p>c&#13;d</p>");
    expect(sanitizeHtml('<abbr title="a&#13;b">c</abbr>')).toBe('<abbr title="a&#13;b">c</abbr>');
  });
});

describe("the HTML standard's tree construction", () => {
  test("a paragraph started inside a paragraph closes it", () => {
    expect(sanitizeHtml("<p>one<p>two")).toBe("<p>one</p><p>two</p>");
    expect(sanitizeHtml("<p>intro<ul><li>item</ul>")).toBe("<p>intro</p><ul><li>item</li></ul>");
  });

  test("any number of unclosed list items stay separate items", () => {
    const items = Array.from({ length: 100 }, (_, n) => `<li>item ${n + 1}`).join("");
    const clean = sanitizeHtml(`<ul>${items}</ul>`);
    expect(clean.match(/<li>/g)).toHaveLength(100);
    expect(clean).toBe(`<ul>${Array.from({ length: 100 }, (_, n) => `<li>item ${n + 1}</li>`).join("")}</ul>`);
    expect(sanitizeHtml("<dl><dt>term<dd>meaning<dt>next</dl>")).toBe(
      "<dl><dt>term</dt><dd>meaning</dd><dt>next</dt></dl>",
    );
  });

  test("the text after an unclosed select is kept (as text: the parser ignores tags inside a select)", () => {
    expect(sanitizeHtml("<p>before</p><select><option>One<option>Two<p>rest of the <b>article</b>")).toBe(
      "<p>before</p>OneTworest of the article",
    );
    expect(sanitizeHtml("<select><option>A</option></select><p>after</p>")).toBe("A<p>after</p>");
    // What a select holds is still filtered: a script in it goes with its content.
    expect(sanitizeHtml("<select><script>alert(1)</script></select>x")).toBe("x");
  });

  test("tables get the row group the parser adds; text misplaced in a table moves before it", () => {
    expect(sanitizeHtml("<table><tr><td>a</table>")).toBe("<table><tbody><tr><td>a</td></tr></tbody></table>");
    expect(sanitizeHtml("<table>lost?<tr><td>a</table>")).toBe(
      "lost?<table><tbody><tr><td>a</td></tr></tbody></table>",
    );
  });

  test("removing an element never leaves a kept one where the parser would move it", () => {
    for (const [input, expected] of [
      ["<p><button><div>x</div></button></p>", "<p>x</p>"],
      ["<h2><font><h3>x</h3></font></h2>", "<h2>x</h2>"],
      ['<a href="/a"><marquee><a href="/b">x</a></marquee></a>', '<a href="/a">x</a>'],
      ["<ul><li>a<section><li>b</section></ul>", "<ul><li>ab</li></ul>"],
      ["<p><button><table><tr><td>x</td></tr></table></button></p>", "<p>x</p>"],
      ["<pre>\n\nindented</pre>", "<pre>\n\nindented</pre>"],
      ["<pre><font>\nx</font></pre>", "<pre>\n\nx</pre>"],
    ]) {
      const clean = sanitizeHtml(input!);
      expect(clean, input).toBe(expected);
      expect(sanitizeHtml(clean), input).toBe(clean);
    }
  });

  test("random tag soup comes out safe and parses back to itself", () => {
    const pieces = [
      ...["<p>", "</p>", "<div>", "</div>", "<ul>", "</ul>", "<ol>", "<li>", "</li>", "<dl>", "<dt>", "<dd>"],
      ...["<h1>", "<h2>", "</h2>", "<h3>", "<h5>", "<b>", "</b>", "<i>", "</i>", "<em>", "<span>", "</span>"],
      ...["<a href=/x>", "<a href=https://example.org>", "</a>", "<table>", "</table>", "<tr>", "<td>", "</td>"],
      ...["<th>", "<caption>", "<tbody>", "<colgroup>", "<col>", "<pre>", "</pre>", "<br>", "<hr>", "<img src=/a.png>"],
      ...["<button>", "</button>", "<marquee>", "</marquee>", "<font>", "</font>", "<section>", "</section>"],
      ...["<select>", "</select>", "<option>", "<svg>", "</svg>", "<math>", "<mtext>", "<style>", "</style>"],
      ...["<form>", "</form>", "<object>", "</object>", "<template>", "</template>", "<textarea>", "<nobr>"],
      ...["<blockquote>", "<figure>", "<figcaption>", "<q>", "<code>", "<!--", "-->", "&amp;", "&#13;"],
      ...["\n", " ", "x", "y", "<body>", "<html>", "<input>", "<table><tr><td>"],
    ];
    // A fixed seed: the same inputs on every run.
    let seed = 12345;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % below;
    };
    for (let n = 0; n < 500; n++) {
      let input = "";
      for (let length = 1 + next(40); length > 0; length--) input += pieces[next(pieces.length)];
      const clean = sanitizeHtml(input);
      expectSafeStructure(clean);
      expect(sanitizeHtml(clean), input).toBe(clean);
    }
  });

  test("text in a link inside a table cell inside a link stays in its own link", () => {
    expect(sanitizeHtml('<a href="/a"><table><tr><td><a href="/b">x</a></td></tr></table></a>')).toBe(
      '<a href="/a"><table><tbody><tr><td><a href="/b">x</a></td></tr></tbody></table></a>',
    );
  });
});

describe("URLs", () => {
  test.each([
    ["javascript:alert(1)", null],
    [" \u0000javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["vbscript:x", null],
    ["data:text/html,x", null],
    ["jar:file:x", null],
    [":nothing", null],
    ["https://example.org/x", "https://example.org/x"],
    ["HTTP://EXAMPLE.ORG", "HTTP://EXAMPLE.ORG"],
    ["  /news/1  ", "/news/1"],
    ["relative/page:1", "relative/page:1"],
    ["/search?q=a:b", "/search?q=a:b"],
    ["\\\\evil.example", "//evil.example"],
  ])("link %j → %j", (input, expected) => {
    expect(safeUrl(input, "link")).toBe(expected);
  });

  test("images must come from this site", () => {
    expect(safeUrl("/storage/x/full.jpg", "image")).toBe("/storage/x/full.jpg");
    expect(safeUrl("//evil.example/x.png", "image")).toBeNull();
    expect(safeUrl("https://evil.example/x.png", "image")).toBeNull();
    expect(safeUrl("x.png", "image")).toBeNull();
  });
});
