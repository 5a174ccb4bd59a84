import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { useFormat } from "~/i18n/use-format";
import type { Contrast } from "~/lib/contrast";
import { COOKIES } from "~/lib/cookies";
import { FONT_SIZE, clampFontSize } from "~/lib/font-size";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The display form's id: the language switch's buttons belong to it (their `form` attribute) and
 * post its token and return address to /locale/… instead, so the header says them once.
 */
export const DISPLAY_FORM_ID = "display-form";

/**
 * The display settings, in a strip at the top of the header as Indian government sites have them
 * (GIGW): the language switch (`children`, on the left), A− A A+ for the text size (SPEC §9:
 * starts at 100%, steps of 5), the high-contrast toggle, and a small settings panel for an exact
 * size. They are the first controls after the skip link, and nothing of them floats over the page
 * (a fixed gear covered form fields on a phone and was the last of 60-odd tab stops). The strip
 * is the one group named "Display settings": the panel inside it is a heading and a field, not a
 * group of the same name again.
 *
 * Each choice is kept in a cookie, so the server renders the next page with it and no flash.
 * Without JavaScript every button posts a plain form to /preferences and the panel is a <details>
 * element; with JavaScript the change applies at once and the panel slides in and out.
 */
export function SettingsPanel({
  fontSize,
  contrast: initialContrast,
  csrfToken,
  children,
}: {
  fontSize: number;
  contrast: Contrast;
  csrfToken: string | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const details = useRef<HTMLDetailsElement>(null);
  const [size, setSize] = useState(fontSize);
  const [contrast, setContrast] = useState(initialContrast);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.contains(document.activeElement)) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  function apply(next: number) {
    const value = clampFontSize(next);
    setSize(value);
    document.documentElement.dataset.fontSize = String(value);
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${COOKIES.fontSize}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  }

  function applyContrast(next: Contrast) {
    setContrast(next);
    document.documentElement.dataset.contrast = next;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${COOKIES.contrast}=${next}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  }

  /** The display form's buttons, with JavaScript: the one pressed is the submitter. */
  function applyButton(button: HTMLButtonElement | null) {
    if (button?.name === "contrast") applyContrast(contrast === "high" ? "normal" : "high");
    else if (button?.value === "decrease") apply(size - FONT_SIZE.step);
    else if (button?.value === "increase") apply(size + FONT_SIZE.step);
    else if (button?.value === "reset") apply(FONT_SIZE.base);
  }

  function close() {
    const panel = details.current;
    if (!panel?.open) return;
    panel.classList.add("closing");
    const done = () => {
      panel.classList.remove("closing");
      panel.open = false;
      panel.querySelector("summary")?.focus();
    };
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) done();
    else setTimeout(done, 200);
  }

  return (
    <div className="display-bar" role="group" aria-label={t("shell.settings.title")}>
      {children}
      {/* The names start with what the buttons show, so voice control finds them (WCAG 2.5.3);
        the title shows the rest to a mouse. */}
      {/* One form for the four buttons (each posts its own name and value): a form each repeated
        the token and return address four times, and pushed a Marathi page's heading past the
        first 14 KB (tests/integration/first-bytes). */}
      <PreferenceForm id={DISPLAY_FORM_ID} className="display-form" csrfToken={csrfToken} onSubmit={applyButton}>
        <button
          type="submit"
          name="font"
          value="decrease"
          className="display-button"
          title={t("shell.settings.decrease")}
        >
          {/* Texts joined into one string: React marks the seam of two texts with <!-- --> in the
          server's HTML, bytes in the first round trip of every page (first-bytes test). */}
          A−<span className="visually-hidden">{` ${t("shell.settings.decrease")}`}</span>
        </button>
        <button type="submit" name="font" value="reset" className="display-button" title={t("shell.settings.reset")}>
          A<span className="visually-hidden">{` ${t("shell.settings.reset")}`}</span>
        </button>
        <button
          type="submit"
          name="font"
          value="increase"
          className="display-button"
          title={t("shell.settings.increase")}
        >
          A+<span className="visually-hidden">{` ${t("shell.settings.increase")}`}</span>
        </button>
        <p className="visually-hidden" aria-live="polite">
          {`${t("shell.settings.font_size")}: ${format.digits(size)}%`}
        </p>
        {/* A toggle: its name stays the same and aria-pressed says whether it is on. Without
        JavaScript the button posts the state it switches to. */}
        <button
          type="submit"
          name="contrast"
          value={contrast === "high" ? "normal" : "high"}
          className="display-button contrast-toggle"
          aria-pressed={contrast === "high"}
          aria-describedby="contrast-hint"
          title={t("shell.settings.contrast")}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t("shell.settings.contrast")}</span>
        </button>
        <span id="contrast-hint" hidden>
          {t("shell.settings.contrast_hint")}
        </span>
      </PreferenceForm>
      <details className="settings" ref={details}>
        <summary
          className="display-button settings-toggle"
          title={t("shell.settings.open")}
          onClick={(event) => {
            if (details.current?.open) {
              event.preventDefault();
              close();
            }
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.8a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.8c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
          <span className="visually-hidden">{t("shell.settings.open")}</span>
        </summary>
        <div className="settings-panel">
          <h2>{t("shell.settings.title")}</h2>
          {/* A form of its own, so that Enter in the number field sets that size (implicit
            submission). */}
          <PreferenceForm csrfToken={csrfToken} onSubmit={() => apply(size)}>
            <label htmlFor="font-size-input" className="settings-label">
              {t("shell.settings.font_size")}
            </label>
            <input
              id="font-size-input"
              className="font-size-input"
              type="number"
              name="size"
              inputMode="numeric"
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              value={size}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value) && value >= FONT_SIZE.min && value <= FONT_SIZE.max) apply(value);
                else setSize(value);
              }}
              onBlur={() => apply(size)}
            />
          </PreferenceForm>
          <button type="button" className="settings-close" onClick={close}>
            {t("shell.settings.close")}
          </button>
        </div>
      </details>
    </div>
  );
}

/**
 * A plain form to /preferences; with JavaScript the change is applied in place instead, and
 * `onSubmit` gets the button that sent it. A button with a `formAction` of its own (the language
 * switch's) posts the form there as any form would, with or without JavaScript.
 */
function PreferenceForm({
  id,
  className,
  csrfToken,
  onSubmit,
  children,
}: {
  id?: string;
  className?: string;
  csrfToken: string | undefined;
  onSubmit: (submitter: HTMLButtonElement | null) => void;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <form
      id={id}
      className={className}
      method="post"
      action="/preferences"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.hasAttribute("formaction")) return;
        event.preventDefault();
        onSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
      }}
    >
      <input type="hidden" name="_token" value={csrfToken ?? ""} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      {children}
    </form>
  );
}
