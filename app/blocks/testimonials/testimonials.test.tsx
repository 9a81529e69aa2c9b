// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { TestimonialsBlock } from "./TestimonialsBlock";

afterEach(cleanup);
describeBlock("testimonialsBlock", TestimonialsBlock);

it("shows the chosen testimonials in the editor's order", async () => {
  const [block] = await bundledBlocks("testimonialsBlock");
  await renderBlock(TestimonialsBlock, block!);
  expect(screen.getByText("1 / " + block!.testimonials.length)).toBeInTheDocument();
  expect(document.body.innerHTML.indexOf(block!.testimonials[0]!.author)).toBeLessThan(
    document.body.innerHTML.indexOf(block!.testimonials[1]!.author),
  );
});
