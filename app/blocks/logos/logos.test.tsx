// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { LogosBlock } from "./LogosBlock";

afterEach(cleanup);
describeBlock("logosBlock", LogosBlock);

it("names each logo by its organisation (its alt text)", async () => {
  const [block] = await bundledBlocks("logosBlock");
  await renderBlock(LogosBlock, block!);
  expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(
    block!.logos.map((logo) => logo.name),
  );
});
