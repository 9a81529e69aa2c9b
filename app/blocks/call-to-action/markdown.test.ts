import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { ctaMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes the heading, text and both buttons", () => {
  const block = {
    _type: "ctaBlock",
    _key: "c",
    heading: "Ready?",
    text: "Start today.",
    primaryCta: { label: "Start", href: "/auth" },
    secondaryCta: null,
  } as unknown as BlockOf<"ctaBlock">;
  expect(ctaMarkdown(block, context)).toBe("## Ready?\n\nStart today.\n\n[Start](https://ihuza.rw/auth)");
});
