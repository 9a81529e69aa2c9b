import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import type { BlockOf } from "../types";
import { testimonialsMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("quotes each testimonial with who said it and the rating, in the page's language", () => {
  const block = {
    _type: "testimonialsBlock",
    _key: "t",
    heading: null,
    testimonials: [{ _id: "a", quote: "Great", author: "Aline", position: "CEO", rating: 5 }],
  } as unknown as BlockOf<"testimonialsBlock">;
  expect(testimonialsMarkdown(block, context)).toBe(
    "## What our customers say\n\n> “Great”\n>\n> — Aline, CEO (Rated 5 out of 5)",
  );
  expect(testimonialsMarkdown(block, { ...context, locale: "fr", t: fr })).toContain(fr.home.testimonialsFallback);
});
