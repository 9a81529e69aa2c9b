// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { CtaBlock } from "./CtaBlock";

afterEach(cleanup);
describeBlock("ctaBlock", CtaBlock);

it("links its buttons to the pages chosen by reference, at their current paths", async () => {
  const [block] = await bundledBlocks("ctaBlock");
  await renderBlock(CtaBlock, block!);
  expect(screen.getByRole("link", { name: block!.primaryCta.label })).toHaveAttribute("href", "/contact");
  expect(screen.getByRole("link", { name: block!.secondaryCta!.label })).toHaveAttribute("href", "/webinar");
});
