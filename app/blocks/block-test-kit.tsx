// The checks every block's own test runs (app/blocks/<block>/<block>.test.tsx): its schema, its projection and its
// component agree. Test code only: nothing in the site imports this file.
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import type { SchemaType, TypeNode } from "groq-js";
import type { ComponentType } from "react";
import { expect, it } from "vitest";
import schemaJson from "~/content/generated/schema.json";
import { createBundledSource } from "~/content/layer/source.server";
import { resolveImages } from "~/content/layer/images.server";
import { localize } from "~/content/layer/localize";
import { LANDING_PAGE_QUERY } from "~/content/queries";
import { checkResult, resultTypeOf } from "~/content/layer/validate.server";
import { layoutDictionary } from "~/i18n/dictionaries.server";
import { DEFAULT_LOCALE, type Locale } from "@shared/addresses/locales";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { RootDataProvider } from "~/use-root-data";
import { prepareBlock, type Block, type BlockProps, type LandingPageContent } from "./types";

const schema = schemaJson as unknown as SchemaType;
const META = new Set(["_key", "_type"]);

/** The fields the Studio schema gives a block type (sanity schema extract's output). */
export function schemaFields(type: string): string[] {
  const entry = schema.find((item) => item.name === type);
  if (!entry || entry.type !== "type" || entry.value.type !== "object") throw new Error(`no object type ${type}`);
  return Object.keys(entry.value.attributes).filter((name) => !META.has(name));
}

function objectsIn(node: TypeNode): Extract<TypeNode, { type: "object" }>[] {
  if (node.type === "object") return [node, ...Object.values(node.attributes).flatMap((a) => objectsIn(a.value))];
  if (node.type === "union") return node.of.flatMap(objectsIn);
  if (node.type === "array") return objectsIn(node.of);
  return [];
}

/** The fields LANDING_PAGE_QUERY projects for a block type (groq-js's type of the query over that schema). */
export function projectedFields(type: string): string[] {
  const block = objectsIn(resultTypeOf(LANDING_PAGE_QUERY)).find((node) => {
    const kind = node.attributes._type?.value;
    return kind?.type === "string" && kind.value === type;
  });
  if (!block) throw new Error(`LANDING_PAGE_QUERY projects no ${type}`);
  return Object.keys(block.attributes).filter((name) => !META.has(name));
}

/** Every block of a type in the bundled landing pages, as its component gets it in `locale`. */
export async function bundledBlocks<T extends Block["_type"]>(type: T, locale: Locale = DEFAULT_LOCALE) {
  const source = createBundledSource();
  const paths = getBundledDocuments()
    .filter((document) => document._type === "landingPage")
    .map((document) => (document.path as { current: string }).current);
  const blocks: Block[] = [];
  for (const path of paths) {
    const checked = checkResult<LandingPageContent>(
      LANDING_PAGE_QUERY,
      (await source.fetch(LANDING_PAGE_QUERY, { path })).result,
    );
    if (!checked.valid) throw new Error(`the bundled page ${path} fails its schema`);
    const page = resolveImages(localize(checked.value, locale), source.images) as unknown as LandingPageContent;
    blocks.push(...page.blocks.map((block) => prepareBlock(block, locale)));
  }
  return blocks.filter((block): block is Extract<Block, { _type: T }> => block._type === type);
}

/** Renders one block as a page would (root data, router), and returns the page's body. */
export async function renderBlock<T extends Block["_type"]>(
  Component: ComponentType<BlockProps<T>>,
  block: BlockProps<T>["block"],
  { first = false, locale = DEFAULT_LOCALE as Locale } = {},
) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ t: layoutDictionary(locale), settings: null, formToken: "token" }),
      // (the root's data reaches the page as the layout gives it: app/root.tsx)
      Component: () => (
        <RootDataProvider>
          <Outlet />
        </RootDataProvider>
      ),
      children: [{ index: true, Component: () => <Component block={block} first={first} /> }],
    },
  ]);
  render(<Stub />);
  // The stub renders once its root loader has answered.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect.poll(() => document.body.querySelector("section, dl, form")).not.toBeNull();
  return document.body;
}

const NOT_TEXT = new Set([
  ...["_id", "_key", "_type", "_fallback", "toPage", "toRouted", "focus", "lqip", "width", "height"],
  // Portable Text's structure: a paragraph's style, a list item's kind, a span's marks.
  ...["style", "listItem", "marks"],
]);

/** The strings a block's content holds for visitors (what the page must show somewhere: text, links, images). */
export function shownStrings(value: unknown, key = ""): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === "string") return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => shownStrings(item));
  if (value && typeof value === "object") {
    // Portable Text: its spans' text.
    if ("_type" in value && value._type === "span") return shownStrings((value as unknown as { text: unknown }).text);
    return Object.entries(value).flatMap(([name, item]) => shownStrings(item, name));
  }
  return [];
}

/**
 * The checks every block shares:
 * - its schema (the Studio) and its projection (the site's query) name the same fields;
 * - every field of a bundled example reaches the page: each string it holds is in the rendered HTML (or in an
 *   attribute: a link's href, an image's src), but the fields `notShown` names, each with the reason.
 */
export function describeBlock<T extends Block["_type"]>(
  type: T,
  Component: ComponentType<BlockProps<T>>,
  {
    notShown = {},
    derived = {},
  }: {
    /** Fields of the schema the page does not show as text, each with the reason. */
    notShown?: Record<string, string>;
    /** Fields the projection adds from other documents, each with where from. */
    derived?: Record<string, string>;
  } = {},
) {
  it(`${type}: the Studio schema and the site's projection name the same fields`, () => {
    expect(projectedFields(type).sort()).toEqual([...schemaFields(type), ...Object.keys(derived)].sort());
  });

  it(`${type}: every field of the bundled example shows on the page`, async () => {
    const [block] = await bundledBlocks(type);
    expect(block, `the bundled dataset has no ${type} to show`).toBeDefined();
    const body = await renderBlock(Component, block!);
    // What a visitor gets: the text, and the attributes that carry content (links, images, labels).
    const attributes = [...body.querySelectorAll("*")].flatMap((element) =>
      ["href", "src", "alt", "aria-label"].map((name) => element.getAttribute(name) ?? ""),
    );
    const html = [body.textContent ?? "", ...attributes].join("\n");
    for (const field of [...schemaFields(type), ...Object.keys(derived)]) {
      if (field in notShown) continue;
      const value = (block as Record<string, unknown>)[field];
      expect(value ?? null, `${type}.${field} is empty in the bundled example`).not.toBeNull();
      for (const text of shownStrings(value, field)) expect(html, `${type}.${field}: "${text}"`).toContain(text);
    }
  });
}
