import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { imageTextMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes the text, its points, the picture with its alt text and the button", () => {
  const block = {
    _type: "imageTextBlock",
    _key: "i",
    heading: "Schools",
    text: "For teachers.",
    points: ["Free", "12 weeks"],
    image: { src: "/assets/a.svg", alt: "A class" },
    cta: { label: "Enrol", href: "/contact" },
  } as unknown as BlockOf<"imageTextBlock">;
  expect(imageTextMarkdown(block, context)).toBe(
    "## Schools\n\nFor teachers.\n\n- Free\n- 12 weeks\n\n![A class](https://ihuza.rw/assets/a.svg)\n\n[Enrol](https://ihuza.rw/contact)",
  );
});
