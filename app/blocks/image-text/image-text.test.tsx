// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { ImageTextBlock } from "./ImageTextBlock";

afterEach(cleanup);
// The side is not text: it decides where the picture goes (tested below).
describeBlock("imageTextBlock", ImageTextBlock, { notShown: { imageSide: "places the picture" } });

it("puts the picture on the side the editor chose", async () => {
  const [block] = await bundledBlocks("imageTextBlock");
  for (const side of ["left", "right"] as const) {
    await renderBlock(ImageTextBlock, { ...block!, imageSide: side });
    const picture = screen.getByRole("img").closest("div")!;
    expect(picture.className.includes("lg:order-2")).toBe(side === "right");
    cleanup();
  }
});
