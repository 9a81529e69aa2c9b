import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { stepsMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("numbers the steps", () => {
  const block = {
    _type: "stepsBlock",
    _key: "s",
    heading: "How",
    steps: [
      { _key: "a", title: "Sign up", text: "Two minutes." },
      { _key: "b", title: "Invite", text: "Your team." },
    ],
  } as unknown as BlockOf<"stepsBlock">;
  expect(stepsMarkdown(block, context)).toBe("## How\n\n1. **Sign up**: Two minutes.\n2. **Invite**: Your team.");
});
