// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { PlansBlock } from "./PlansBlock";

afterEach(cleanup);
describeBlock("plansBlock", PlansBlock, {
  derived: { pricing: "the pricing page's annual discount and 'most popular' label" },
});

it("has the monthly/annual switch, with both prices of every plan in the page", async () => {
  const [block] = await bundledBlocks("plansBlock");
  await renderBlock(PlansBlock, block!);
  expect(screen.getByRole("radio", { name: /monthly/i })).toBeChecked();
  expect(screen.getByRole("radio", { name: /annual/i })).not.toBeChecked();
  for (const plan of block!.plans) {
    expect(document.body.textContent).toContain(plan.prices.monthly);
    expect(document.body.textContent).toContain(plan.prices.annualMonthly);
  }
});
