// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { bundledBlocks, describeBlock, renderBlock } from "../block-test-kit";
import { ContactFormBlock } from "./ContactFormBlock";

afterEach(cleanup);
describeBlock("contactFormBlock", ContactFormBlock, {
  notShown: { successMessage: "shown once a message is sent (tests/e2e/landing-pages.spec.ts sends one)" },
});

it("is the site's contact form: a real form post, which works before the page's scripts run", async () => {
  const [block] = await bundledBlocks("contactFormBlock");
  await renderBlock(ContactFormBlock, block!);
  expect(screen.getByRole("heading", { name: block!.heading })).toBeInTheDocument();
  const form = document.querySelector("form")!;
  expect(form.getAttribute("method")?.toLowerCase()).toBe("post");
  expect(screen.getByRole("textbox", { name: /email/i })).toBeInTheDocument();
});
