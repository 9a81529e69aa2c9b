import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { contactFormMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes the heading and text, and says the form is for a browser", () => {
  const block = {
    _type: "contactFormBlock",
    _key: "c",
    heading: "Write to us",
    text: "We answer in a day.",
  } as unknown as BlockOf<"contactFormBlock">;
  expect(contactFormMarkdown(block, context)).toBe(`## Write to us\n\nWe answer in a day.\n\n${en.machine.form}`);
});
