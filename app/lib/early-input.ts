/*
 * What a visitor does before the page's JavaScript arrives. A cacheable page loads its modules after its first paint
 * (app/lib/scripts-after-paint.server.ts). Until React listens, the browser alone answers a visitor: a radio button
 * is checked but the prices stay monthly, a typed message is in the box but not in the chat's state, Enter in the
 * composer starts a new line, a button that opens a menu does nothing, and a form that only JavaScript can send would
 * be sent to the server as a GET. The page's loader records these (`recordEarlyInput`, inlined in the page) and the
 * root does them again, in order, once it has hydrated (`replayEarlyInput`, early-input-replay.ts, loaded only when
 * there is something to do):
 * - changes to fields (inputs, text areas, selects), with the value each had then, as React's own change events (a
 *   run of changes to one field, like typing, is one step);
 * - taps on buttons the browser would not act on itself;
 * - submissions of forms that only JavaScript can send: a form without an `action` (Remix's `<Form>` always has
 *   one, and those post without JavaScript); the browser would send them to the server as a GET;
 * - Enter, without a modifier, in such a form's text area: held back, as it may be the form's "send" (the chat
 *   composer's); if the page does not take it, the new line is put in.
 * Links, and forms with an action, are left to the browser: they work without JavaScript.
 */

/** The name, on `window`, of what the page's loader recorded. */
export const EARLY_INPUT = "__earlyInput";


export type EarlyInput =
  | { type: "field"; target: Element; value: string; checked: boolean }
  | { type: "tap"; target: HTMLButtonElement }
  | { type: "submit"; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: "enter"; target: HTMLTextAreaElement; code: string };

export type EarlyInputRecord = { input: EarlyInput[]; stop(): void };

/**
 * Runs in the browser from the page's first inline script (as source: it may use nothing outside itself). Records
 * until React listens: React marks the document when it starts to hydrate, and from then on handles events itself.
 */
export function recordEarlyInput(name: string) {
  const input: EarlyInput[] = [];
  const reactListens = () => Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
  const onlyScripted = (form: HTMLFormElement | null | undefined) => Boolean(form) && !form!.hasAttribute("action");
  const record = (event: Event) => {
    if (reactListens()) return;
    const target = event.target as Element;
    if (event.type === "input" || event.type === "change") {
      const field = target as HTMLInputElement;
      const step = { type: "field", target, value: field.value, checked: field.checked === true } as const;
      const last = input[input.length - 1];
      if (last?.type === "field" && last.target === target) input[input.length - 1] = step;
      else input.push(step);
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
  (window as unknown as Record<string, EarlyInputRecord>)[name] = { input, stop };
}

/**
 * Called once the root has hydrated. Most visitors did nothing yet: then the recording stops here, and the code that
 * does things again is never loaded.
 */
export function replayEarlyInput() {
  const record = (window as unknown as Record<string, EarlyInputRecord | undefined>)[EARLY_INPUT];
  if (!record) return;
  record.stop();
  if (record.input.length > 0) void import("./early-input-replay").then((replay) => replay.replay(record.input.splice(0)));
}
