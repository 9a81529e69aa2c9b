/*
 * What a visitor does before the page's JavaScript arrives. A cacheable page loads its modules after its first paint
 * (app/lib/scripts-after-paint.server.ts). Until React listens, the browser alone answers a visitor: a radio button
 * is checked but the prices stay monthly, a typed message is in the box but not in the chat's state, Enter in the
 * composer starts a new line, a button that opens a menu does nothing, and a form that only JavaScript can send would
 * be sent to the server as a GET. The page's inline loader records these (`earlyInput`) and the root does them again,
 * in order, once it has hydrated (`replayEarlyInput`):
 * - changes to fields (inputs, text areas, selects), with the value each had then, as React's own change events (a
 *   run of changes to one field, like typing, is one step). Fields already changed when the loader starts (the page
 *   was still arriving, or the browser restored them) are the first steps;
 * - taps on buttons the browser would not act on itself;
 * - submissions of forms that only JavaScript can send: a form without an `action` (Remix's `<Form>` always has
 *   one, and those post without JavaScript); the browser would send them to the server as a GET;
 * - Enter, without a modifier, in such a form's text area: held back, as it may be the form's "send" (the chat
 *   composer's); if the page does not take it, the new line is put in.
 * Links, and forms with an action, are left to the browser: they work without JavaScript.
 *
 * The replay travels with the recorder in the page (about 0.4 kB gzip): loaded as a chunk of its own, it came a
 * round trip after hydration, and on a slow network the prices showed annual, then monthly, then annual again.
 */

/** The name, on `window`, of what the page's loader recorded. */
export const EARLY_INPUT = "__earlyInput";

export type EarlyInput =
  | { type: "field"; target: Element; value: string; checked: boolean }
  | { type: "tap"; target: HTMLButtonElement }
  | { type: "submit"; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: "enter"; target: HTMLTextAreaElement; code: string };

export type EarlyInputRecord = { input: EarlyInput[]; stop(): void; replay(): Promise<void> };

/**
 * Runs in the browser from the page's inline loader (as source: it may use nothing outside itself). Records until
 * React listens: React marks the document when it starts to hydrate, and from then on handles events itself.
 */
export function earlyInput(name: string) {
  const input: EarlyInput[] = [];
  const reactListens = () => Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
  const onlyScripted = (form: HTMLFormElement | null | undefined) => Boolean(form) && !form!.hasAttribute("action");
  const fieldStep = (target: Element) => {
    const field = target as HTMLInputElement;
    return { type: "field", target, value: field.value, checked: field.checked === true } as const;
  };
  // Changed before the loader ran. A radio button counts when it is the one checked (its group's others follow).
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
          ? field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)
          : field.type !== "file" && field.value !== field.defaultValue;
    if (changed) input.push(fieldStep(field));
  }
  const record = (event: Event) => {
    if (reactListens()) return;
    const target = event.target as Element;
    if (event.type === "input" || event.type === "change") {
      const last = input[input.length - 1];
      if (last?.type === "field" && last.target === target) input[input.length - 1] = fieldStep(target);
      else input.push(fieldStep(target));
    } else if (event.type === "click") {
      const button = target.closest?.("button");
      // A form's submit and reset buttons are the browser's to act on (a scripted form's submission is kept below).
      if (button && !button.disabled && (button.type === "button" || !button.form)) input.push({ type: "tap", target: button });
    } else if (event.type === "submit") {
      if (!onlyScripted(target as HTMLFormElement)) return;
      event.preventDefault();
      input.push({ type: "submit", target: target as HTMLFormElement, submitter: (event as SubmitEvent).submitter ?? null });
    } else if (event.type === "keydown") {
      const key = event as KeyboardEvent;
      const modified = key.shiftKey || key.ctrlKey || key.altKey || key.metaKey || key.isComposing;
      if (key.key !== "Enter" || modified || !(target instanceof HTMLTextAreaElement) || !onlyScripted(target.form)) return;
      event.preventDefault();
      input.push({ type: "enter", target, code: key.code });
    }
  };
  const types = ["input", "change", "click", "submit", "keydown"];
  for (const type of types) document.addEventListener(type, record, true);
  const stop = () => {
    for (const type of types) document.removeEventListener(type, record, true);
  };

  // A field as the visitor left it, told to React: React's value tracker is given another value, then the element
  // gets the visitor's and the event React reads a change of it from.
  const replayField = ({ target: field, value, checked }: Extract<EarlyInput, { type: "field" }>) => {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.disabled) return;
      field.checked = !checked; // through React's tracker
      field.click(); // back to the visitor's choice, with the click React listens to for a change of `checked`
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if ((field instanceof HTMLInputElement && field.type !== "file") || field instanceof HTMLTextAreaElement) {
      field.value = value === "" ? " " : ""; // through React's tracker
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  // Enter in a scripted form's text area: the page's own handler first; a new line if it did not take the key.
  const replayEnter = (area: HTMLTextAreaElement, code: string) => {
    if (!area.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code, bubbles: true, cancelable: true }))) return;
    area.setRangeText("\n", area.selectionStart, area.selectionEnd, "end");
    area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertLineBreak" }));
  };
  // Each step in a task of its own after the first, so that React has rendered the one before it (a typed message
  // is in the state before its Enter).
  const replay = async () => {
    stop();
    for (const step of input.splice(0)) {
      if (!step.target.isConnected) continue;
      if (step.type === "field") replayField(step);
      else if (step.type === "tap") {
        if (!step.target.disabled) step.target.click();
      } else if (step.type === "submit") {
        const submitter = step.submitter && "form" in step.submitter && step.submitter.form === step.target ? step.submitter : null;
        step.target.requestSubmit(submitter);
      } else replayEnter(step.target, step.code);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  (window as unknown as Record<string, EarlyInputRecord>)[name] = { input, stop, replay };
}

/** Called by the root once it has hydrated: does again what the visitor did before. */
export function replayEarlyInput() {
  void (window as unknown as Record<string, EarlyInputRecord | undefined>)[EARLY_INPUT]?.replay();
}
