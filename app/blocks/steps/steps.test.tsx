// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { StepsBlock } from "./StepsBlock";

afterEach(cleanup);
describeBlock("stepsBlock", StepsBlock);

it("numbers the steps in order, as an ordered list", async () => {
  const [block] = await bundledBlocks("stepsBlock");
  await renderBlock(StepsBlock, block!);
  const items = screen.getAllByRole("listitem");
  expect(items).toHaveLength(block!.steps.length);
  expect(items[0]).toHaveTextContent("01");
});
