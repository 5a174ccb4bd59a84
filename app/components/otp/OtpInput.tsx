import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useFormat } from "~/i18n/use-format";
import { codeDigits, fillBoxes, pastedDigits } from "./otp-digits";

/**
 * The one-time code (SPEC §5): one box per digit. Digits, Backspace, Delete and paste work (a
 * pasted code fills the boxes, Devanagari digits included), arrows move between boxes, and
 * `onComplete` fires when every box is filled. Pasted text with anything but digits ("12a4") fills
 * nothing, and a polite live message under the boxes says why. The boxes are one labelled group; the code is
 * submitted as one field. Without JavaScript it is a single text box (GOV.UK's pattern:
 * `inputmode="numeric"`, `autocomplete="one-time-code"`).
 */
export function OtpInput({
  id,
  name = "otp",
  length,
  describedBy,
  error,
  invalid = false,
  focusFirst = false,
  disabled = false,
  onComplete,
}: {
  id: string;
  name?: string;
  length: number;
  /** Ids of the text that explains the code (where it was sent, how long it lasts). */
  describedBy?: string;
  /** The error to show under the boxes, if any. */
  error?: string;
  /** Marks the boxes invalid when the error is already shown elsewhere (in the step's alert). */
  invalid?: boolean;
  /** Focus the first box when the boxes appear (the code step exists to type this code). */
  focusFirst?: boolean;
  disabled?: boolean;
  onComplete?: (code: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hydrated = useHydrated();
  const [boxes, setBoxes] = useState<string[]>(() => Array.from({ length }, () => ""));
  /** A paste was refused: its text was not a code. Cleared by the next digit typed or pasted. */
  const [pasteRefused, setPasteRefused] = useState(false);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const pasteId = `${id}-paste`;
  const described = [describedBy, hintId, error ? errorId : null, pasteRefused ? pasteId : null]
    .filter(Boolean)
    .join(" ");
  const markInvalid = invalid || Boolean(error);
  const label = t("citizen.code.label", { length: format.digits(length) });
  const errorText = error ? (
    <p id={errorId} className="citizen-field-error">
      <span className="visually-hidden">{t("citizen.error_title", { title: "" })}</span>
      {error}
    </p>
  ) : null;

  if (!hydrated) {
    return (
      <div className={`citizen-field${markInvalid ? " citizen-field-invalid" : ""}`}>
        <label htmlFor={id} id={labelId} className="citizen-label">
          {label}
        </label>
        <p id={hintId} className="citizen-hint">
          {t("citizen.code.hint")}
        </p>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={length + 8}
          className="citizen-input citizen-otp-single"
          aria-describedby={described}
          aria-invalid={markInvalid ? true : undefined}
          required
        />
        {errorText}
      </div>
    );
  }

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[], focusIndex: number) => {
    setPasteRefused(false);
    // Rendered at once, so the form's hidden field already holds the whole code when a listener
    // submits it on completion.
    flushSync(() => setBoxes(next));
    focusBox(focusIndex);
    if (next.every((digit) => digit !== "")) onComplete?.(next.join(""));
  };

  const onChange = (index: number, value: string) => {
    const digits = codeDigits(value);
    if (digits === "") {
      const next = [...boxes];
      next[index] = "";
      setBoxes(next);
      return;
    }
    if (!/^\d+$/.test(digits)) return;
    // One new digit typed over an old one arrives as two characters: keep the new one.
    const typed = digits.length === 2 && boxes[index] !== "" && digits.startsWith(boxes[index]!) ? digits[1]! : digits;
    const next = fillBoxes(boxes, index, typed);
    const filledTo = typed.length >= length ? length - 1 : index + typed.length;
    update(next, filledTo);
  };

  const onKeyDown = (index: number, event: React.KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === "Backspace") {
      event.preventDefault();
      const next = [...boxes];
      if (next[index] !== "") {
        next[index] = "";
        setBoxes(next);
      } else if (index > 0) {
        next[index - 1] = "";
        setBoxes(next);
        focusBox(index - 1);
      }
    } else if (key === "Delete") {
      event.preventDefault();
      const next = [...boxes];
      next[index] = "";
      setBoxes(next);
    } else if (key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === "Home") {
      event.preventDefault();
      focusBox(0);
    } else if (key === "End") {
      event.preventDefault();
      focusBox(length - 1);
    } else if (key === "Enter") {
      event.preventDefault();
      if (boxes.every((digit) => digit !== "")) onComplete?.(boxes.join(""));
    } else if (
      key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !/^[0-9\u0966-\u096F]$/.test(key)
    ) {
      // Only digits (and paste, Tab, arrows, Backspace, Delete) reach the boxes.
      event.preventDefault();
    }
  };

  const onPaste = (index: number, event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = pastedDigits(event.clipboardData.getData("text"));
    if (digits === null) {
      setPasteRefused(true);
      return;
    }
    const next = fillBoxes(boxes, index, digits);
    const last = digits.length >= length ? length - 1 : Math.min(length - 1, index + digits.length);
    update(next, last);
  };

  return (
    <div className={`citizen-field${markInvalid ? " citizen-field-invalid" : ""}`}>
      <fieldset className="citizen-otp" aria-describedby={described}>
        <legend id={labelId} className="citizen-label">
          {label}
        </legend>
        <p id={hintId} className="citizen-hint">
          {t("citizen.code.hint")}
        </p>
        <div className="citizen-otp-boxes">
          {boxes.map((digit, index) => (
            <input
              // The boxes never move or change in number: the index is their identity.
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              id={index === 0 ? id : `${id}-${index + 1}`}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              spellCheck={false}
              className="citizen-otp-box"
              value={digit}
              disabled={disabled}
              aria-label={t("citizen.code.digit", { n: format.digits(index + 1), length: format.digits(length) })}
              aria-invalid={markInvalid ? true : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step exists to type this code
              autoFocus={focusFirst && index === 0}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
        <input type="hidden" name={name} value={boxes.join("")} />
      </fieldset>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p id={pasteId} className="citizen-hint" aria-live="polite">
        {pasteRefused ? t("citizen.code.paste_refused", { length: format.digits(length) }) : null}
      </p>
      {errorText}
    </div>
  );
}
