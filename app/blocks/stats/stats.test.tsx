// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { StatsBlock } from "./StatsBlock";

afterEach(cleanup);
// The heading names the band for screen readers (its aria-label), as on the home and about pages.
describeBlock("statsBlock", StatsBlock);

it("writes each figure the page's language's way, on the server", async () => {
  const [english] = await bundledBlocks("statsBlock", "en");
  const [french] = await bundledBlocks("statsBlock", "fr");
  expect(english!.stats.map((stat) => stat.value)).toContain("3,200+");
  expect(french!.stats.map((stat) => stat.value)).toContain("3\u202f200+");
  await renderBlock(StatsBlock, english!);
  expect(screen.getByRole("region", { name: english!.heading })).toBeInTheDocument();
});
