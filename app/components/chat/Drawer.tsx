import { X } from "~/components/common/icons";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A side sheet on small screens, built on the native modal <dialog>: the page behind is inert (focus stays
 * inside), Escape closes it, a click on the backdrop closes it, and focus returns to the button that opened it.
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: "left" | "right";
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // A modal dialog's cancel (Escape) is the browser's own event, not a listener on a non-interactive element.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop
      }}
      onKeyDown={(event) => {
        // The modal dialog makes the page inert; this also keeps Tab from leaving for the browser's own UI.
        if (event.key !== "Tab") return;
        const focusable = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>(
            "button, a[href], input, textarea, select, [tabindex]:not([tabindex='-1'])",
          ),
        ).filter((element) => !element.hasAttribute("disabled"));
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      className={`fixed top-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-2xl backdrop:bg-ink-950/50 ${
        side === "left" ? "left-0" : "right-0 left-auto"
      }`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ink-200 px-4 py-3">
          <h2 className="font-display text-base font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100"
          >
            <span className="sr-only">{closeLabel}</span>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
