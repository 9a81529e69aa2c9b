import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import type { BlockOf } from "../types";
import { logosMarkdown } from "./markdown";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };
it("lists the organisations by name", () => {
  const block = {
    _type: "logosBlock",
    _key: "l",
    heading: "Trusted by",
    logos: [{ _key: "a", name: "Bank of Kigali", image: null }],
  } as unknown as BlockOf<"logosBlock">;
  expect(logosMarkdown(block, context)).toBe("## Trusted by\n\n- Bank of Kigali");
});
