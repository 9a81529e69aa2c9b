import { describe, expect, it } from "vitest";
import { validateContact, type ContactValues } from "./contact-form";

const valid: ContactValues = {
  firstName: "Amina",
  lastName: "Uwimana",
  email: "amina@umurage.rw",
  company: "",
  subject: "Demo",
  message: "Could we see a demo next week?",
};

describe("validateContact", () => {
  it("accepts a complete form without a company", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires every field but company, whitespace counting as empty", () => {
    const errors = validateContact({ firstName: " ", lastName: "", email: "", company: "", subject: "", message: "\n" });
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "message", "subject"]);
  });

  it.each(["amina", "amina@", "amina@umurage", "a b@c.rw"])("rejects the email %s", (email) => {
    expect(validateContact({ ...valid, email }).email).toMatch(/valid email/);
  });
});
