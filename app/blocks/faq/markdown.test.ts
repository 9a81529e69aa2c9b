import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { faqMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes each question as a heading one level below the block's, its answer under it", () => {
  const block = {
    _type: "faqBlock",
    _key: "q",
    heading: "Questions",
    faqs: [{ _id: "a", question: "Is there a trial?", answer: "Yes: 30 days.\n# Not a heading" }],
  } as unknown as BlockOf<"faqBlock">;
  expect(faqMarkdown(block, context)).toBe(
    "## Questions\n\n### Is there a trial?\n\nYes: 30 days.\\\n\\# Not a heading",
  );
});
