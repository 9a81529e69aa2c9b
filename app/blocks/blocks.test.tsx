import { Outlet } from "@remix-run/react";
import { RootDataProvider } from "~/use-root-data";
// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { existsSync, readdirSync } from "node:fs";
import type { SchemaType } from "groq-js";
import { expect, it, vi } from "vitest";
import schemaJson from "~/content/generated/schema.json";
import { ContentLayer } from "~/content/layer/layer.server";
import { LANDING_PAGE_QUERY } from "~/content/queries";
import { createBundledSource } from "~/content/layer/source.server";
import { layoutDictionary } from "~/i18n/dictionaries.server";
import { bundledBlocks } from "./block-test-kit";
import { BLOCK_COMPONENTS, LandingBlocks } from "./LandingBlocks";
import type { Block } from "./types";

const schema = schemaJson as unknown as SchemaType;
const folders = readdirSync("app/blocks", { withFileTypes: true }).filter((entry) => entry.isDirectory());

/** The block types a landing page's `blocks` field offers in the Studio (its extracted schema). */
function offeredBlocks(): string[] {
  const page = schema.find((item) => item.name === "landingPage");
  if (page?.type !== "document") throw new Error("no landingPage document type");
  const blocks = page.attributes.blocks?.value;
  if (blocks?.type !== "array" || blocks.of.type !== "union") throw new Error("landingPage.blocks is not a list");
  return blocks.of.of.flatMap((member) =>
    member.type === "object" && member.rest?.type === "inline" ? [member.rest.name] : [],
  );
}

it("the Studio offers, the site's query projects and the site renders the same blocks, one folder each", () => {
  const offered = offeredBlocks().sort();
  expect(offered.length).toBeGreaterThanOrEqual(12);
  expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual(offered);
  for (const type of offered) expect(LANDING_PAGE_QUERY).toContain(`_type == "${type}" =>`);
  expect(folders).toHaveLength(offered.length);
  for (const folder of folders) {
    const files = readdirSync(`app/blocks/${folder.name}`);
    for (const part of ["projection.ts", `${folder.name}.test.tsx`]) {
      expect(files, `app/blocks/${folder.name}`).toContain(part);
    }
    expect(existsSync(`sanity-studio/schemaTypes/blocks/${folder.name}.ts`), `${folder.name}'s schema`).toBe(true);
  }
});

it("the Studio's insert menu has a picture of every block", () => {
  for (const type of offeredBlocks()) expect(existsSync(`sanity-studio/static/blocks/${type}.svg`), type).toBe(true);
});

it("a block the site has no component for is skipped, and the rest of the page shows", async () => {
  const [hero] = await bundledBlocks("heroBlock");
  const unknown = { _key: "new", _type: "carouselBlock" } as unknown as Block;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ t: layoutDictionary("en"), settings: null, formToken: "token" }),
      Component: () => (
        <RootDataProvider>
          <Outlet />
        </RootDataProvider>
      ),
      children: [{ index: true, Component: () => <LandingBlocks blocks={[unknown, hero!]} /> }],
    },
  ]);
  render(<Stub />);
  expect(await screen.findByRole("heading", { name: hero!.heading })).toBeInTheDocument();
  expect(document.querySelectorAll("section")).toHaveLength(1);
});

it("the content layer leaves an unknown block out of a page with one warning naming it, and serves the rest", async () => {
  const bundled = createBundledSource();
  const page = (await bundled.fetch(LANDING_PAGE_QUERY, { path: "/education" })).result as { blocks: object[] };
  const withUnknown = { ...page, blocks: [{ _key: "new", _type: "carouselBlock", slides: [] }, ...page.blocks] };
  const logger = { warn: vi.fn(), info: vi.fn() };
  const layer = new ContentLayer({
    primary: { ...bundled, mode: "sanity", fetch: async () => ({ result: withUnknown, syncTags: [] }) },
    fallback: bundled,
    ttlMs: 60_000,
    deadlineMs: 1_000,
    logger,
  });
  const served = await layer.fetch<{ blocks: { _type: string }[] }>(LANDING_PAGE_QUERY, { path: "/education" });
  expect(served.blocks.map((block) => block._type)).toEqual(page.blocks.map((block) => (block as Block)._type));
  expect(logger.warn).toHaveBeenCalledTimes(1);
  expect(logger.warn.mock.calls[0]![0]).toMatch(/LANDING_PAGE_QUERY .*blocks\[0\].*left out/);
  // Served again from the cache: no second warning.
  await layer.fetch(LANDING_PAGE_QUERY, { path: "/education" });
  expect(logger.warn).toHaveBeenCalledTimes(1);
});
