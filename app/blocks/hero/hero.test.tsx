// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { HeroBlock } from "./HeroBlock";

afterEach(cleanup);
describeBlock("heroBlock", HeroBlock);

it("holds the page's h1 when it opens the page, an h2 further down", async () => {
  const [block] = await bundledBlocks("heroBlock");
  await renderBlock(HeroBlock, block!, { first: true });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(block!.heading);
  cleanup();
  await renderBlock(HeroBlock, block!, { first: false });
  expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(block!.heading);
});
