/**
 * The formatting commands of the rich-text toolbar, as pure functions of the text box's value and
 * selection, so they can be tested without a browser. Each returns the markup to put in place of
 * the selection and where the selection should be afterwards (relative to the replaced range).
 * The markup is limited to what the server's sanitiser keeps (app/.server/security/sanitize-html.ts):
 * the toolbar is a convenience for writing that HTML, never a way round the sanitiser.
 */

export const INLINE_COMMANDS = ["bold", "italic"] as const;
export const BLOCK_COMMANDS = ["heading", "subheading", "paragraph", "bulleted", "numbered"] as const;
export type RichTextCommand = (typeof INLINE_COMMANDS)[number] | (typeof BLOCK_COMMANDS)[number] | "link";

export type Edit = {
  /** What replaces the selected text. */
  insert: string;
  /** The selection afterwards, as offsets into `insert`. */
  selectStart: number;
  selectEnd: number;
};

const INLINE_TAG = { bold: "strong", italic: "em" } as const;
const BLOCK_TAG = { heading: "h2", subheading: "h3", paragraph: "p" } as const;

/** Wraps the selection in an element; with nothing selected, leaves the caret between the tags. */
function wrap(selected: string, tag: string, attributes = ""): Edit {
  const open = `<${tag}${attributes}>`;
  return {
    insert: `${open}${selected}</${tag}>`,
    selectStart: open.length,
    selectEnd: open.length + selected.length,
  };
}

/** One list item per non-empty selected line (or one empty item to type into). */
function list(selected: string, tag: "ul" | "ol"): Edit {
  const lines = selected
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) {
    const before = `<${tag}>\n  <li>`;
    return { insert: `${before}</li>\n</${tag}>`, selectStart: before.length, selectEnd: before.length };
  }
  const insert = `<${tag}>\n${lines.map((line) => `  <li>${line}</li>`).join("\n")}\n</${tag}>`;
  return { insert, selectStart: 0, selectEnd: insert.length };
}

/** The edit a toolbar command makes to the selected text. */
export function formatSelection(command: Exclude<RichTextCommand, "link">, selected: string): Edit {
  switch (command) {
    case "bold":
    case "italic":
      return wrap(selected, INLINE_TAG[command]);
    case "heading":
    case "subheading":
    case "paragraph":
      return wrap(selected.trim(), BLOCK_TAG[command]);
    case "bulleted":
      return list(selected, "ul");
    case "numbered":
      return list(selected, "ol");
  }
}

/**
 * Addresses a link may point to: web pages, the site's own paths, e-mail and telephone. The
 * sanitiser would drop anything else (javascript: and the like), so the toolbar refuses it up
 * front rather than writing a link that silently disappears on save.
 */
export function isLinkAddress(address: string): boolean {
  const value = address.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  return /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+@[^\s"<>]+|tel:\+?[0-9 -]+)$/i.test(value);
}

/** Wraps the selection in a link to `address` (the address's own text when nothing is selected). */
export function linkSelection(selected: string, address: string): Edit {
  const href = address.trim().replaceAll("&", "&amp;");
  return wrap(selected || address.trim(), "a", ` href="${href}"`);
}
