import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { featureGridMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("lists each feature with its text under the grid's heading", () => {
  const block = {
    _type: "featureGridBlock",
    _key: "f",
    heading: "Features",
    intro: "All of them.",
    items: [
      { _key: "a", title: "Chat", text: "Fast." },
      { _key: "b", title: "Meet", text: null },
    ],
  } as unknown as BlockOf<"featureGridBlock">;
  expect(featureGridMarkdown(block, context)).toBe("## Features\n\nAll of them.\n\n- **Chat**: Fast.\n- **Meet**");
  expect(featureGridMarkdown({ ...block, items: [], intro: null }, context)).toBe("");
});
