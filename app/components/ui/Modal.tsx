import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * An accessible dialog built on <dialog>: showModal() traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the control that opened it (close() does that; taking the
 * `open` attribute away would not, so React never touches it after hydration). Whether it is open lives in
 * the URL (`?modal=…`), so without JavaScript the server renders it open as ordinary content with
 * a close link, and every dialog can be linked to.
 */
export function Modal({
  id,
  title,
  open,
  closeTo,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  closeTo: string;
  /** What the close link says it returns to, for a screen reader; the home page unless given. */
  closeLabel?: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  const hydrated = useHydrated();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !hydrated) return;
    if (open && !element.matches(":modal")) {
      // Server-rendered open (non-modal): reopen as a real modal now that script runs.
      if (element.open) element.close();
      element.showModal();
    } else if (!open && element.open) {
      // close(), not removing the attribute: only close() hands focus back to the opener.
      element.close();
    }
  }, [open, hydrated]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A click on the backdrop (the dialog element itself, outside its content) closes it; the
    // keyboard equivalent is Escape, which the browser handles and reports as a close event.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      id={id}
      className="modal"
      aria-labelledby={`${id}-title`}
      // The attribute is only for the server-rendered page; once script runs, showModal() and
      // close() alone open and close the dialog.
      open={open && !hydrated ? true : undefined}
      onClose={(event) => {
        // Escape closed it natively (focus already back on the opener): bring the URL along. The
        // event arrives a task late, so a dialog reopened in the meantime is left alone.
        if (open && !event.currentTarget.open) onClose();
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <Link
            to={closeTo}
            className="modal-close"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel ?? t("modals.close_link")}</span>
          </Link>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}
