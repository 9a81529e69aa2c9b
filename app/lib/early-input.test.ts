// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EARLY_INPUT, recordEarlyInput, type EarlyInputRecord } from "./early-input";

const record = () => (window as unknown as Record<string, EarlyInputRecord>)[EARLY_INPUT]!;
const type = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const submit = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
};
const enter = (target: Element, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("recordEarlyInput (the page's loader, before React listens)", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <form id="chat"><textarea id="draft"></textarea><button id="send" type="submit">Send</button></form>
      <form id="contact" action="/contact" method="post"><textarea id="message"></textarea><button id="post">Send</button></form>
      <label><input id="annual" type="radio" name="billing" value="annual"> Annual</label>
      <button id="off" type="button" disabled>Off</button>`;
    recordEarlyInput(EARLY_INPUT);
  });
  afterEach(() => {
    record().stop();
    for (const key of Object.keys(document)) if (key.startsWith("__reactContainer$")) delete (document as unknown as Record<string, unknown>)[key];
  });
  const $ = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;

  test("keeps taps on buttons the browser does nothing with, not on disabled ones or a form's submit button", () => {
    $<HTMLButtonElement>("menu").click();
    $<HTMLButtonElement>("off").click();
    $<HTMLButtonElement>("post").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(record().input).toEqual([{ type: "tap", target: $("menu") }]);
  });

  test("a run of changes to one field is one step, with the value it had last; another field starts a new step", () => {
    type($("draft"), "H");
    type($("draft"), "Hello");
    const annual = $<HTMLInputElement>("annual");
    annual.checked = true;
    annual.dispatchEvent(new Event("change", { bubbles: true }));
    type($("draft"), "Hello team");
    expect(record().input).toEqual([
      { type: "field", target: $("draft"), value: "Hello", checked: false },
      { type: "field", target: annual, value: "annual", checked: true },
      { type: "field", target: $("draft"), value: "Hello team", checked: false },
    ]);
  });

  test("a form only JavaScript can send is held back, not sent as a GET; a form with an action is the browser's", () => {
    expect(submit($("chat"))).toBe(true);
    expect(submit($("contact"))).toBe(false);
    expect(record().input).toEqual([{ type: "submit", target: $("chat"), submitter: null }]);
  });

  test("plain Enter in a scripted form's text area is held back; Shift+Enter, and Enter in a posting form, are not", () => {
    expect(enter($("draft"))).toBe(true);
    expect(enter($("draft"), { shiftKey: true })).toBe(false);
    expect(enter($("message"))).toBe(false);
    expect(record().input).toEqual([{ type: "enter", target: $("draft"), code: "Enter" }]);
  });

  test("records nothing once React listens, or once stopped", () => {
    (document as unknown as Record<string, unknown>)["__reactContainer$abc"] = {};
    $<HTMLButtonElement>("menu").click();
    expect(submit($("chat"))).toBe(false);
    delete (document as unknown as Record<string, unknown>)["__reactContainer$abc"];
    record().stop();
    $<HTMLButtonElement>("menu").click();
    expect(record().input).toEqual([]);
  });
});
