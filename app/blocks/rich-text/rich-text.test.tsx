// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { OWN_HEADING_LEVEL } from "@shared/quality/quality";
import { RichTextBlock } from "./RichTextBlock";

afterEach(cleanup);
describeBlock("richTextBlock", RichTextBlock);

it("keeps links to the site's pages in the page's language", async () => {
  const [block] = await bundledBlocks("richTextBlock", "fr");
  await renderBlock(RichTextBlock, block!, { locale: "fr" });
  expect(screen.getByRole("link", { name: "Voir toutes les fonctionnalités" })).toHaveAttribute(
    "href",
    "/fr/fonctionnalites",
  );
});

it("draws its own heading at the level the quality rules start its text under (OWN_HEADING_LEVEL)", async () => {
  const [block] = await bundledBlocks("richTextBlock", "en");
  expect(block!.heading).toBeTruthy();
  await renderBlock(RichTextBlock, block!, { locale: "en" });
  expect(screen.getByRole("heading", { name: block!.heading! })).toHaveProperty(
    "tagName",
    `H${OWN_HEADING_LEVEL.richTextBlock}`,
  );
});
