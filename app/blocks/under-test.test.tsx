// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it } from "vitest";
import { CONTROL, VARIANTS_KEY } from "@shared/results/experiments";
import { UnderTest } from "~/components/common/UnderTest";
import type { PartUnderTest } from "~/content/site/experiments";
import { bundledBlocks, renderBlock } from "./block-test-kit";
import { CtaBlock } from "./call-to-action/CtaBlock";
import { HeroBlock } from "./hero/HeroBlock";
import { PlansBlock } from "./plans/PlansBlock";

/*
 * A part under test (components/common/UnderTest.tsx) in each part an experiment may vary: in the server's HTML every
 * version; once in the browser, the visit's alone.
 */

const test = (texts: { heading?: string; text?: string; buttonLabel?: string }): PartUnderTest => ({
  id: "exp",
  arms: [
    { key: CONTROL, weight: 50 },
    { key: "b", weight: 50 },
  ],
  variants: [{ key: "b", heading: null, text: null, buttonLabel: null, ...texts }],
});

beforeEach(() => sessionStorage.setItem(VARIANTS_KEY, JSON.stringify({ exp: "b" })));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.documentElement.removeAttribute("data-variants");
});

it("draws every version in the server's HTML, each saying what it is, after the script and the style", () => {
  const html = renderToString(
    <UnderTest test={test({})} variant={() => <p>Version B</p>}>
      <p>As published</p>
    </UnderTest>,
  );
  expect(html).toMatch(
    /^<script data-experiment="exp" data-arms="control:50,b:50">.*<\/script><style>.*<\/style><div data-experiment="exp" data-variant="control"><p>As published<\/p><\/div><div data-experiment="exp" data-variant="b" data-nosnippet=""><p>Version B<\/p><\/div>$/,
  );
});

it("a landing page's hero: the visit's heading alone, naming its section", async () => {
  const [hero] = await bundledBlocks("heroBlock");
  await renderBlock(HeroBlock, { ...hero!, test: test({ heading: "A bolder promise" }) }, { first: true });
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading).toHaveTextContent("A bolder promise");
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(heading.closest("section")?.getAttribute("aria-labelledby")).toBe(heading.id);
  expect(document.documentElement.getAttribute("data-variants")).toBe("exp:b");
});

it("a call to action: the visit's version; the page as published for a visit in the control", async () => {
  const [cta] = await bundledBlocks("ctaBlock");
  await renderBlock(CtaBlock, { ...cta!, test: test({ heading: "Start free today", buttonLabel: "Start free" }) });
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Start free today");
  expect(screen.getByRole("link", { name: "Start free" })).toBeVisible();
  cleanup();
  sessionStorage.setItem(VARIANTS_KEY, JSON.stringify({ exp: CONTROL }));
  await renderBlock(CtaBlock, { ...cta!, test: test({ heading: "Start free today" }) });
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(cta!.heading);
});

it("a plan's button: the visit's label, on that plan only", async () => {
  const [block] = await bundledBlocks("plansBlock");
  const [first, ...others] = block!.plans;
  await renderBlock(PlansBlock, {
    ...block!,
    plans: [{ ...first!, test: test({ buttonLabel: "Try it free" }) }, ...others],
  });
  expect(screen.getAllByText("Try it free")).toHaveLength(1);
  for (const plan of others) expect(screen.getAllByText(plan.ctaLabel).length).toBeGreaterThan(0);
});
