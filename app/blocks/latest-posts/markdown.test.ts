import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import type { BlockOf } from "../types";
import { latestPostsMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("links each post at its address in the page's language, with its date and excerpt", () => {
  const block = {
    _type: "latestPostsBlock",
    _key: "l",
    heading: "Latest",
    intro: null,
    category: null,
    posts: [{ _id: "p", title: "Launch", slug: "lancement", excerpt: "It is out.", date: "1 déc. 2026" }],
  } as unknown as BlockOf<"latestPostsBlock">;
  expect(latestPostsMarkdown(block, { ...context, locale: "fr", t: fr })).toBe(
    "## Latest\n\n- [Launch](https://ihuza.rw/fr/blog/lancement) (1 déc. 2026): It is out.",
  );
});
