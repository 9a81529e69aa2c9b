import { describe, expect, it } from "vitest";
import { contentSourceMap } from "../mocks/source-map";

/*
 * The mocked Content Lake's source map (what preview's click-to-edit markers are made from): each text of a result
 * is traced to the one field that holds it, or left untraced.
 */

const text = (language: string, value: string) => ({ _key: language, language, value });
const page = {
  _id: "landing-a",
  _type: "landingPage",
  blocks: [
    { _key: "hero", _type: "heroBlock", heading: [text("en", "Welcome")], cta: { label: [text("en", "Write to us")] } },
    { _key: "end", _type: "ctaBlock", heading: [text("en", "Ready?")], cta: { label: [text("en", "Write to us")] } },
  ],
};
const plan = { _id: "plan-a", _type: "plan", _originalId: "drafts.plan-a", name: [text("en", "Starter")] };
const other = { _id: "plan-b", _type: "plan", name: [text("en", "Starter")] };

/** Where the map sends the text at this result path: the document's id and the field's path in it. */
function source(map: ReturnType<typeof contentSourceMap>, resultPath: string) {
  const mapping = map.mappings[resultPath];
  return mapping && { id: map.documents[mapping.source.document]!._id, path: map.paths[mapping.source.path] };
}

describe("the mocked Content Lake's source map", () => {
  it("traces a block's text by the block's key, and the same label in two blocks to its own block", () => {
    const result = { _id: "landing-a", blocks: page.blocks };
    const map = contentSourceMap(result, [page, plan]);
    expect(source(map, "$['blocks'][0]['heading'][0]['value']")).toEqual({
      id: "landing-a",
      path: "$['blocks'][?(@._key=='hero')]['heading'][?(@._key=='en')]['value']",
    });
    expect(source(map, "$['blocks'][1]['cta']['label'][0]['value']")?.path).toBe(
      "$['blocks'][?(@._key=='end')]['cta']['label'][?(@._key=='en')]['value']",
    );
    // Keys, ids and types are never traced.
    expect(Object.keys(map.mappings).filter((path) => /\['_\w+'\]$/.test(path))).toEqual([]);
  });

  it("traces a referenced document's text to that document, a draft by the draft's id", () => {
    const map = contentSourceMap({ plans: [{ _id: "plan-a", name: plan.name }] }, [page, plan, other]);
    expect(source(map, "$['plans'][0]['name'][0]['value']")).toEqual({
      id: "drafts.plan-a",
      path: "$['name'][?(@._key=='en')]['value']",
    });
  });

  it("traces a text to the field it fits best, even in another document than the one the result names", () => {
    const pricing = { _id: "pricingPage", _type: "pricingPage", popularLabel: [text("en", "Most popular")] };
    const landing = { ...page, seo: { title: [text("en", "Most popular")] } };
    const map = contentSourceMap({ _id: "landing-a", pricing: { popularLabel: pricing.popularLabel } }, [
      landing,
      pricing,
    ]);
    expect(source(map, "$['pricing']['popularLabel'][0]['value']")).toEqual({
      id: "pricingPage",
      path: "$['popularLabel'][?(@._key=='en')]['value']",
    });
  });

  it("leaves a text untraced when two places hold it equally well", () => {
    const map = contentSourceMap({ names: [plan.name[0]!.value] }, [plan, other]);
    expect(map.mappings).toEqual({});
  });
});
