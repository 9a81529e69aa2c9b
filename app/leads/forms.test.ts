import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, LIMITS, rawValues, type ContactField } from "./fields";
import { checkContact, checkNewsletter, multiLine, oneLine } from "./forms";
import { errorText } from "./form-errors";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";

/** A check's problems as the visitor reads them: each key's text in English (or another dictionary). */
function inWords(errors: Partial<Record<string, string>>, dictionary = en, locale: "en" | "fr" | "rw" = "en") {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, errorText(dictionary.errors, key as string, locale)]),
  );
}

const valid: Record<ContactField, string> = {
  firstName: "Amina",
  lastName: "Uwimana",
  email: "amina@umurage.rw",
  company: "",
  subject: "A demo for our school",
  message: "Could we see a demo next week?",
};

const errorsOf = (raw: Partial<Record<ContactField, string>>) => {
  const checked = checkContact({ ...valid, ...raw });
  return checked.ok ? {} : inWords(checked.errors);
};

describe("the contact form's schema (server and browser alike)", () => {
  it("accepts a complete message and leaves company optional", () => {
    const checked = checkContact(valid);
    expect(checked).toEqual({ ok: true, values: valid });
  });

  it("requires every field but company, with a message for each, even when only spaces were typed", () => {
    const checked = checkContact({
      firstName: " ",
      lastName: "\t",
      email: "",
      company: "",
      subject: "\n",
      message: "   \n  ",
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && inWords(checked.errors)).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your email address.",
      subject: "Please tell us what your message is about.",
      message: "Please write your message.",
    });
  });

  it.each([
    "amina@umurage",
    "amina",
    "@umurage.rw",
    "amina@@umurage.rw",
    "amina @umurage.rw",
    "amina@umurage.rw\nBcc: x@y.rw",
  ])("refuses %j as an email address", (email) => {
    expect(errorsOf({ email }).email).toMatch(/valid email address|enter your email/);
  });

  it("bounds every field, and refuses a 10 kB message politely rather than cutting it", () => {
    const long = "a".repeat(10 * 1024);
    const errors = errorsOf({
      firstName: "x".repeat(LIMITS.firstName + 1),
      subject: "s".repeat(LIMITS.subject + 1),
      message: long,
      company: "c".repeat(LIMITS.company + 1),
    });
    expect(errors.firstName).toMatch(/under 80 characters/);
    expect(errors.subject).toMatch(/under 150 characters/);
    expect(errors.company).toMatch(/under 120 characters/);
    expect(errors.message).toBe(
      "Your message is longer than 5,000 characters. Please shorten it, or send the rest in a second message.",
    );
    expect(errorsOf({ message: "m".repeat(LIMITS.message) }).message).toBeUndefined();
  });

  it("keeps markup as the text it is, and drops control characters", () => {
    const checked = checkContact({
      ...valid,
      message: "<script>alert(1)</script>\u0000 & <b>bold</b>",
      subject: "Hi\u001b[31m",
    });
    expect(checked.ok && checked.values.message).toBe("<script>alert(1)</script> & <b>bold</b>");
    expect(checked.ok && checked.values.subject).toBe("Hi [31m");
  });

  it("makes one-line fields one line (no header can be smuggled into an email) and keeps the message's lines", () => {
    expect(oneLine("  Amina\r\nBcc: spam@x.rw  ")).toBe("Amina Bcc: spam@x.rw");
    expect(multiLine("Line one\r\nLine two  \r\n\r\n\r\n\r\n\r\nEnd")).toBe("Line one\nLine two\n\n\nEnd");
    expect(oneLine("Rwe\u0301ma")).toBe("Rwéma"); // composed to NFC
    expect(oneLine("a\u202eevil")).toBe("a evil"); // no bidi override
  });

  it("reads a field sent twice as its first value, and a missing or file field as empty", () => {
    const form = new FormData();
    form.append("firstName", "Amina");
    form.append("firstName", "Other");
    form.append("lastName", new Blob(["x"]), "x.txt");
    const raw = rawValues(form, CONTACT_FIELDS);
    expect(raw.firstName).toBe("Amina");
    expect(raw.lastName).toBe("");
    expect(raw.message).toBe("");
  });
});

describe("the newsletter's schema", () => {
  it("trims a good address and refuses a bad or empty one", () => {
    expect(checkNewsletter({ email: "  amina@umurage.rw " })).toEqual({
      ok: true,
      values: { email: "amina@umurage.rw" },
    });
    expect(checkNewsletter({ email: "not-an-email" })).toEqual({ ok: false, errors: { email: "emailInvalid" } });
    expect(checkNewsletter({ email: "" })).toEqual({ ok: false, errors: { email: "emailRequired" } });
    expect(checkNewsletter({ email: `${"a".repeat(250)}@x.rw` }).ok).toBe(false);
  });
});

describe("the forms' messages in every language", () => {
  it("names each problem by a key every dictionary has, and writes the limit the language's way", () => {
    const checked = checkContact({ ...valid, firstName: "", message: "m".repeat(LIMITS.message + 1) });
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? {} : checked.errors;
    expect(inWords(errors, fr, "fr")).toEqual({
      firstName: "Veuillez indiquer votre prénom.",
      message:
        "Votre message dépasse 5\u202f000 caractères. Raccourcissez-le, ou envoyez la suite dans un second message.",
    });
    expect(inWords(errors, rw, "rw").message).toMatch(/^Ubutumwa bwawe burengeje inyuguti 5\.000\./);
  });
});
