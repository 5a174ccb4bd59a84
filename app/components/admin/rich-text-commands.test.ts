import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/.server/security/sanitize-html";
import { formatSelection, isLinkAddress, linkSelection, type Edit } from "./rich-text-commands";

const selection = (edit: Edit) => edit.insert.slice(edit.selectStart, edit.selectEnd);

describe("rich-text toolbar commands", () => {
  it("wraps the selection in strong or em and keeps it selected", () => {
    const bold = formatSelection("bold", "helpline");
    expect(bold.insert).toBe("<strong>helpline</strong>");
    expect(selection(bold)).toBe("helpline");
    expect(formatSelection("italic", "now").insert).toBe("<em>now</em>");
  });

  it("leaves the caret between the tags when nothing is selected", () => {
    const edit = formatSelection("bold", "");
    expect(edit.insert).toBe("<strong></strong>");
    expect(edit.selectStart).toBe("<strong>".length);
    expect(edit.selectEnd).toBe(edit.selectStart);
  });

  it("makes headings and paragraphs of the trimmed selection", () => {
    expect(formatSelection("heading", " Safety tips \n").insert).toBe("<h2>Safety tips</h2>");
    expect(formatSelection("subheading", "On the platform").insert).toBe("<h3>On the platform</h3>");
    expect(formatSelection("paragraph", "Text").insert).toBe("<p>Text</p>");
  });

  it("turns each non-empty selected line into a list item", () => {
    const edit = formatSelection("bulleted", "Stay behind the line\n\n  Do not board a moving train\r\n");
    expect(edit.insert).toBe("<ul>\n  <li>Stay behind the line</li>\n  <li>Do not board a moving train</li>\n</ul>");
    expect(formatSelection("numbered", "One\nTwo").insert).toBe("<ol>\n  <li>One</li>\n  <li>Two</li>\n</ol>");
  });

  it("starts an empty list with the caret in its first item", () => {
    const edit = formatSelection("bulleted", "");
    expect(edit.insert.slice(0, edit.selectStart)).toBe("<ul>\n  <li>");
    expect(edit.selectEnd).toBe(edit.selectStart);
  });

  it("accepts web, site, e-mail and telephone addresses and refuses script URLs", () => {
    for (const ok of [
      "https://example.org/a?b=1&c=2",
      "http://example.org",
      "/news/12",
      "mailto:desk@example.org",
      "tel:1512",
    ]) {
      expect(isLinkAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "//evil.example",
      "data:text/html,x",
      "",
      'https://x" onclick="a',
    ]) {
      expect(isLinkAddress(bad), bad).toBe(false);
    }
  });

  it("writes links the sanitiser keeps as they are", () => {
    const edit = linkSelection("the helpline", "https://example.org/?a=1&b=2");
    expect(edit.insert).toBe('<a href="https://example.org/?a=1&amp;b=2">the helpline</a>');
    // Links off the site gain rel and target; the address and text are kept as written.
    expect(sanitizeHtml(edit.insert)).toContain('href="https://example.org/?a=1&amp;b=2"');
    const local = linkSelection("", "/news");
    expect(local.insert).toBe('<a href="/news">/news</a>');
    expect(sanitizeHtml(local.insert)).toBe(local.insert);
  });

  it("only writes markup the sanitiser keeps", () => {
    for (const command of ["bold", "italic", "heading", "subheading", "paragraph", "bulleted", "numbered"] as const) {
      const html = formatSelection(command, "Line one\nLine two").insert;
      expect(sanitizeHtml(html), command).toBe(html);
    }
  });
});
