/**
 * What a visitor has typed into the page's forms, carried across the language switch: the switch
 * is a form post and a new page load, which would empty the forms. Saved in this tab's
 * sessionStorage as the switch is sent and put back (then forgotten) once the same page has
 * loaded in the other language. Never hidden fields (tokens), passwords, files or the code from
 * the text message. Without JavaScript the switch cannot carry them.
 */
const STORE = "typed-before-language-switch";
const FORMS = "main form";

type Field = HTMLInputElement & { type: string };

export function saveTypedFields(): void {
  const forms = [...document.querySelectorAll<HTMLFormElement>(FORMS)].map((form) =>
    [...form.elements].flatMap((element) => {
      const field = element as Field;
      const kept =
        field.name &&
        field.value &&
        !/^(hidden|password|file|submit|button)$/.test(field.type) &&
        field.autocomplete !== "one-time-code" &&
        (!/^(checkbox|radio)$/.test(field.type) || field.checked);
      return kept ? [[field.name, field.value]] : [];
    }),
  );
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ path: location.pathname, forms }));
  } catch {
    // Storage refused (a private window, say): the forms start empty, as without JavaScript.
  }
}

export function restoreTypedFields(): void {
  let typed: { path: string; forms: string[][][] } | null = null;
  try {
    typed = JSON.parse(sessionStorage.getItem(STORE) ?? "null");
    sessionStorage.removeItem(STORE);
  } catch {
    return;
  }
  if (typed?.path !== location.pathname) return;
  document.querySelectorAll<HTMLFormElement>(FORMS).forEach((form, index) => {
    for (const [name, value] of typed.forms[index] ?? []) {
      for (const field of form.querySelectorAll<Field>(`[name="${CSS.escape(name!)}"]`)) {
        if (/^(checkbox|radio)$/.test(field.type)) {
          // A click, as a person's: whatever the form shows or hides on that choice follows.
          if (field.value === value && !field.checked) field.click();
        } else if (!/^(hidden|file)$/.test(field.type)) {
          // The element's own setter, then the event a person's typing fires, so that React's
          // handlers see the change.
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
          field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
        }
      }
    }
  });
}
