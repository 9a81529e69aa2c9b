// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { FeatureGridBlock } from "./FeatureGridBlock";

afterEach(cleanup);
describeBlock("featureGridBlock", FeatureGridBlock);

it("shows one card per item, each titled", async () => {
  const [block] = await bundledBlocks("featureGridBlock");
  await renderBlock(FeatureGridBlock, block!);
  expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
    block!.items.map((item) => item.title),
  );
});
