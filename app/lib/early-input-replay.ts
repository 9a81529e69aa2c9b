/* What a visitor did before the page hydrated, done again (app/lib/early-input.ts says what is recorded and why). */
import type { EarlyInput } from "./early-input";

/**
 * A field as the visitor left it, told to React: React's value tracker is given another value, then the element
 * gets the visitor's and the event React reads a change of it from.
 */
function replayField({ target: field, value, checked }: Extract<EarlyInput, { type: "field" }>) {
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
}

/** Enter in a scripted form's text area: the page's own handler first; a new line if it did not take the key. */
function replayEnter(area: HTMLTextAreaElement, code: string) {
  const handled = !area.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code, bubbles: true, cancelable: true }));
  if (handled) return;
  area.setRangeText("\n", area.selectionStart, area.selectionEnd, "end");
  area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertLineBreak" }));
}

/**
 * Does again what the visitor did before the page hydrated, each step in a task of its own so that React has rendered
 * the one before it (a typed message is in the state before its Enter).
 */
export async function replay(input: EarlyInput[]) {
  for (const step of input) {
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
}
