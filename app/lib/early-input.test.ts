// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { EARLY_INPUT, earlyInput, type EarlyInputRecord } from "./early-input";

const record = () => (window as unknown as Record<string, EarlyInputRecord>)[EARLY_INPUT]!;
const $ = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;
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

describe("earlyInput (the page's loader, before React listens)", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <form id="chat"><textarea id="draft"></textarea><button id="send" type="submit">Send</button></form>
      <form id="contact" action="/contact" method="post"><textarea id="message"></textarea><button id="post">Send</button></form>
      <label><input id="annual" type="radio" name="billing" value="annual"> Annual</label>
      <button id="off" type="button" disabled>Off</button>`;
    earlyInput(EARLY_INPUT);
  });
  afterEach(() => {
    record().stop();
    for (const key of Object.keys(document)) if (key.startsWith("__reactContainer$")) delete (document as unknown as Record<string, unknown>)[key];
  });

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

describe("fields changed before the loader ran", () => {
  afterEach(() => record().stop());

  test("are its first steps: text, a checked radio button (not the one it unchecked), a checkbox, a select", () => {
    document.body.innerHTML = `
      <input id="name" value="">
      <label><input id="monthly" type="radio" name="billing" value="monthly" checked> Monthly</label>
      <label><input id="annual" type="radio" name="billing" value="annual"> Annual</label>
      <input id="terms" type="checkbox" checked>
      <select id="topic"><option value="sales" selected>Sales</option><option value="support">Support</option></select>
      <input id="same" value="kept">`;
    $<HTMLInputElement>("name").value = "Amina";
    $<HTMLInputElement>("annual").checked = true;
    $<HTMLInputElement>("terms").checked = false;
    $<HTMLSelectElement>("topic").value = "support";
    earlyInput(EARLY_INPUT);
    expect(record().input).toEqual([
      { type: "field", target: $("name"), value: "Amina", checked: false },
      { type: "field", target: $("annual"), value: "annual", checked: true },
      { type: "field", target: $("terms"), value: "on", checked: false },
      { type: "field", target: $("topic"), value: "support", checked: false },
    ]);
  });
});

describe("the replay", () => {
  test("stops the recording, then gives each field the visitor's value with the event a page listens to, taps and submits", async () => {
    document.body.innerHTML = `
      <input id="name" value="">
      <input id="terms" type="checkbox">
      <button id="menu" type="button">Menu</button>
      <form id="chat"><button id="send">Send</button></form>`;
    earlyInput(EARLY_INPUT);
    type($("name"), "Amina");
    $<HTMLInputElement>("terms").click();
    $<HTMLButtonElement>("menu").click();
    expect(submit($("chat"))).toBe(true);
    const seen: string[] = [];
    for (const eventType of ["input", "click", "submit"]) {
      document.addEventListener(eventType, (event) => {
        const target = event.target as HTMLInputElement;
        seen.push(`${eventType} ${target.id} ${target.type === "checkbox" ? target.checked : (target.value ?? "")}`);
        if (eventType === "submit") event.preventDefault();
      });
    }
    await record().replay();
    expect(seen).toEqual(["input name Amina", "click terms true", "input terms true", "click menu ", "submit chat "]);
    expect(record().input).toEqual([]);
    $<HTMLButtonElement>("menu").click(); // after the replay: not recorded
    expect(record().input).toEqual([]);
  });
});

