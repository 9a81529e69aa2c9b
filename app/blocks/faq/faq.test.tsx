// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { faqPageJsonLd } from "~/content/site/structured-data";
import { FaqBlock } from "./FaqBlock";

afterEach(cleanup);
describeBlock("faqBlock", FaqBlock);

it("opens each answer from its question, and lists them as an FAQPage for search engines", async () => {
  const [block] = await bundledBlocks("faqBlock");
  await renderBlock(FaqBlock, block!);
  expect(document.querySelectorAll("details")).toHaveLength(block!.faqs.length);
  const jsonLd = faqPageJsonLd(block!.faqs);
  expect(jsonLd["@type"]).toBe("FAQPage");
  expect(jsonLd.mainEntity[0]).toEqual({
    "@type": "Question",
    name: block!.faqs[0]!.question,
    acceptedAnswer: { "@type": "Answer", text: block!.faqs[0]!.answer },
  });
});
