import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { MOCK_SANITY_WRITES } from "../../playwright.config";
import type { MockWrites } from "../mocks/sanity";

/* What the lead forms' specs (leads*.spec.ts) share: unique addresses, what reached the mocked Sanity, the form. */

export const unique = (name: string) =>
  `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export function writesIn(file = MOCK_SANITY_WRITES): MockWrites {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MockWrites) : { documents: {}, requests: [] };
}
export const leadDocuments = (email: string, file?: string, type: "lead" | "subscriber" = "lead") =>
  Object.values(writesIn(file).documents).filter((document) => document._type === type && document.email === email);

export async function fillContact(
  page: Page,
  values: Partial<Record<"First name" | "Last name" | "Email" | "Company" | "Subject" | "Message", string>>,
) {
  const form = page.getByRole("form", { name: "Send us a message" });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  return form;
}

export const AMINA = (email: string) => ({
  "First name": "Amina",
  "Last name": "Uwimana",
  Email: email,
  Company: "Umurage School",
  Subject: "A demo for our school",
  Message: "Could we see a demo next week?\n<b>Thanks</b> & see you",
});
