import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { heroMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes the hero's heading at its level (the page's H1 when it opens the page), text, buttons and picture", () => {
  const block = {
    _type: "heroBlock",
    _key: "h",
    eyebrow: "New",
    heading: "Talk *safely*",
    text: "Chat in [three] languages.",
    primaryCta: { label: "Start", href: "/auth?tab=signUp" },
    secondaryCta: { label: "Docs", href: "https://docs.example.com/a b" },
    image: { src: "https://cdn.sanity.io/x.png", alt: "A phone" },
  } as unknown as BlockOf<"heroBlock">;
  expect(heroMarkdown(block, { ...context, level: 1 })).toBe(
    [
      "# Talk \\*safely\\*",
      "_New_",
      "Chat in \\[three] languages.",
      "[Start](https://ihuza.rw/auth?tab=signUp) · [Docs](https://docs.example.com/a%20b)",
      "![A phone](https://cdn.sanity.io/x.png)",
    ].join("\n\n"),
  );
  expect(heroMarkdown(block, context)).toMatch(/^## Talk/);
});
