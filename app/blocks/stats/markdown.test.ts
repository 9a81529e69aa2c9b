import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { statsMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("writes each figure, as the page writes it, with its label", () => {
  const block = {
    _type: "statsBlock",
    _key: "s",
    heading: "In numbers",
    stats: [{ _key: "a", value: "10 000+", label: "Organisations" }],
  } as unknown as BlockOf<"statsBlock">;
  expect(statsMarkdown(block, context)).toBe("## In numbers\n\n- **10 000+** Organisations");
});
