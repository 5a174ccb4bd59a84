/**
 * A small formatting toolbar over an HTML text box (a small, accessible editor rather than a heavy one). The
 * text box stays the editor: staff see and can correct the exact HTML that is saved, screen
 * readers meet an ordinary labelled text box, and without JavaScript the page is unchanged, since
 * the toolbar renders only after hydration. The buttons write the markup the server's sanitiser
 * keeps (rich-text-commands.ts); the server sanitises whatever arrives regardless.
 *
 * Keyboard: the toolbar is one tab stop (arrow keys, Home and End move between buttons, the ARIA
 * toolbar pattern); Ctrl/⌘+B and Ctrl/⌘+I work inside the text box; Escape closes the link box.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import {
  BLOCK_COMMANDS,
  INLINE_COMMANDS,
  formatSelection,
  isLinkAddress,
  linkSelection,
  type Edit,
  type RichTextCommand,
} from "./rich-text-commands";

const COMMANDS: readonly RichTextCommand[] = [...INLINE_COMMANDS, "link", ...BLOCK_COMMANDS];
const SHORTCUTS: Partial<Record<string, RichTextCommand>> = { b: "bold", i: "italic" };

/**
 * Replaces the selection through the browser's editing commands where they exist, so Ctrl+Z undoes
 * a toolbar change like typing; setRangeText is the fallback (it does not join the undo history).
 */
function applyEdit(box: HTMLTextAreaElement, edit: Edit) {
  const start = box.selectionStart;
  box.focus();
  const inserted = typeof document.execCommand === "function" && document.execCommand("insertText", false, edit.insert);
  if (!inserted) {
    box.setRangeText(edit.insert, start, box.selectionEnd, "end");
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  box.setSelectionRange(start + edit.selectStart, start + edit.selectEnd);
}

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function RichTextToolbar({ textAreaId, label }: { textAreaId: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkError, setLinkError] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const linkInput = useRef<HTMLInputElement>(null);
  // The selection when the link box opened: focusing the address field takes it from the text box.
  const savedSelection = useRef<[number, number]>([0, 0]);

  const textBox = () => document.getElementById(textAreaId) as HTMLTextAreaElement | null;

  function run(command: RichTextCommand) {
    const box = textBox();
    if (!box) return;
    if (command === "link") {
      savedSelection.current = [box.selectionStart, box.selectionEnd];
      setLinkError(false);
      setLinkOpen(true);
      return;
    }
    applyEdit(box, formatSelection(command, box.value.slice(box.selectionStart, box.selectionEnd)));
  }

  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  // Ctrl/⌘+B and Ctrl/⌘+I inside the text box, as in every word processor.
  useEffect(() => {
    if (!hydrated) return;
    const box = textBox();
    if (!box) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const command =
        (event.ctrlKey || event.metaKey) && !event.altKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    box.addEventListener("keydown", onKeyDown);
    return () => box.removeEventListener("keydown", onKeyDown);
    // run only reads refs and the text box; re-binding on every render is unnecessary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, textAreaId]);

  function closeLink() {
    setLinkOpen(false);
    const box = textBox();
    box?.focus();
    box?.setSelectionRange(...savedSelection.current);
  }

  function insertLink() {
    const address = linkInput.current?.value ?? "";
    if (!isLinkAddress(address)) {
      setLinkError(true);
      linkInput.current?.focus();
      return;
    }
    const box = textBox();
    setLinkOpen(false);
    if (!box) return;
    const [start, end] = savedSelection.current;
    box.focus();
    box.setSelectionRange(start, end);
    applyEdit(box, linkSelection(box.value.slice(start, end), address));
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      closeLink();
    } else if (event.key === "Enter" && event.currentTarget === linkInput.current) {
      // Enter would submit the whole article form; in the address field it means "insert this link".
      event.preventDefault();
      insertLink();
    }
  }

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = COMMANDS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setCurrent(index);
    buttons.current[index]?.focus();
  }

  if (!hydrated) return null;

  const linkErrorId = `${textAreaId}-link-error`;
  return (
    <div className="admin-rich-text">
      <div
        role="toolbar"
        aria-label={t("admin.rich_text.toolbar", { field: label })}
        aria-controls={textAreaId}
        className="admin-rich-text-toolbar"
        onKeyDown={onToolbarKeyDown}
      >
        {COMMANDS.map((command, index) => (
          <button
            key={command}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="admin-rich-text-button"
            tabIndex={index === current ? 0 : -1}
            aria-expanded={command === "link" ? linkOpen : undefined}
            onClick={() => {
              setCurrent(index);
              run(command);
            }}
          >
            {t(`admin.rich_text.${command}`)}
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className="admin-rich-text-link" role="group" aria-label={t("admin.rich_text.link")}>
          <label htmlFor={`${textAreaId}-link`} className="admin-label">
            {t("admin.rich_text.link_address")}
          </label>
          <p id={`${textAreaId}-link-hint`} className="admin-hint">
            {t("admin.rich_text.link_hint")}
          </p>
          {linkError ? (
            <p id={linkErrorId} className="admin-field-error" role="alert">
              {t("admin.rich_text.link_invalid")}
            </p>
          ) : null}
          <input
            ref={linkInput}
            id={`${textAreaId}-link`}
            type="url"
            inputMode="url"
            className="admin-input admin-input-full"
            aria-describedby={`${textAreaId}-link-hint${linkError ? ` ${linkErrorId}` : ""}`}
            aria-invalid={linkError || undefined}
            onKeyDown={onLinkKeyDown}
          />
          <div className="admin-actions">
            <button type="button" className="button" onClick={insertLink} onKeyDown={onLinkKeyDown}>
              {t("admin.rich_text.link_insert")}
            </button>
            <button
              type="button"
              className="button admin-button-secondary"
              onClick={closeLink}
              onKeyDown={onLinkKeyDown}
            >
              {t("admin.rich_text.link_cancel")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
