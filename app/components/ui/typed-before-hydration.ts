/**
 * Text typed into a box before the page's script ran, on a slow connection, kept through hydration.
 *
 * React (19) hydrates a `<textarea>` whose server-rendered text is not empty by setting its value
 * back to that text, so what a person typed into a filled-in box (a report's message sent back
 * with its problems, a staff form's saved text) while the scripts were still loading was lost when
 * they arrived. Inputs and selects keep what was typed. Just before hydrating, the entry notes each
 * box whose value is not its server text; once hydrated, each box puts back its own.
 */
const typed = new Map<string, string>();

/** Notes every textarea whose value differs from the text the server sent (call before hydrating). */
export function rememberTypedText(): void {
  for (const box of document.querySelectorAll("textarea"))
    if (box.id && box.value !== box.defaultValue) typed.set(box.id, box.value);
}

/** Puts back what was typed into this box before hydration, once. */
export function restoreTypedText(box: HTMLTextAreaElement | null): void {
  if (!box) return;
  const value = typed.get(box.id);
  if (value === undefined) return;
  typed.delete(box.id);
  box.value = value;
}
