import { expect, it } from "vitest";
import { getMeta } from "./meta";

it("adds the site name to a page title once", () => {
  expect(getMeta({ title: "Pricing" })).toContainEqual({ title: "Pricing | Ihuza" });
  expect(getMeta({ title: "Ihuza — messaging" })).toContainEqual({ title: "Ihuza — messaging" });
});

it("adds the description only when there is one", () => {
  expect(getMeta({ title: "About", description: "Who we are" })).toContainEqual({
    name: "description",
    content: "Who we are",
  });
  expect(getMeta({ title: "About", description: null }).some((tag) => "name" in tag)).toBe(false);
});
