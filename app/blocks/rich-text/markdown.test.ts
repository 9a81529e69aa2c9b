import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { richTextMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes its heading, then the text by Portable Text's writer (headings keep their levels)", () => {
  const block = {
    _type: "richTextBlock",
    _key: "r",
    heading: "Details",
    body: [
      {
        _type: "block",
        _key: "a",
        style: "h3",
        markDefs: [],
        children: [{ _type: "span", _key: "s", text: "Sub", marks: [] }],
      },
      {
        _type: "block",
        _key: "b",
        style: "normal",
        markDefs: [],
        children: [{ _type: "span", _key: "s", text: "Text", marks: ["strong"] }],
      },
    ],
  } as unknown as BlockOf<"richTextBlock">;
  expect(richTextMarkdown(block, context)).toBe("## Details\n\n### Sub\n\n**Text**");
});
