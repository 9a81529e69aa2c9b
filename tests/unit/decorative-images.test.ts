import { describe, expect, it } from "vitest";
import { imageFields } from "@shared/content/fragments";
import { evaluateGroq, type SanityDocument } from "@shared/content/groq";
import { POST_QUERY } from "~/content/queries";

/*
 * An image an editor marks decorative (issue 51) reaches the page with an empty alt, whatever description it still
 * holds: through the queries' one image projection (`imageFields`), the cover's and a post's inline pictures' alike
 * (an image without a description is an <img alt="">: ContentImage).
 */

const asset = { _type: "reference", _ref: "image-abc-1600x900-png" };
const alt = [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "A map of Kigali" }];
const run = (query: string, dataset: unknown[], params: Record<string, unknown> = {}) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query result read field by field below
  evaluateGroq<any>(query, params, dataset as SanityDocument[]);

describe("a decorative image", () => {
  it("has no description in a query's result; an image that is not keeps its own", async () => {
    const dataset = [
      { _id: "a", image: { asset, alt, decorative: true } },
      { _id: "b", image: { asset, alt, decorative: false } },
      { _id: "c", image: { asset, alt } },
    ];
    const result = await run(`*[]|order(_id){ "image": image${imageFields} }`, dataset);
    expect(result.map((item: { image: { alt: unknown } }) => item.image.alt)).toEqual([null, alt, alt]);
  });

  it("in a post's text, too", async () => {
    const inline = (decorative: boolean) => ({
      _type: "postImage",
      _key: `p${decorative}`,
      asset,
      alt: "Une carte",
      decorative,
    });
    const post = {
      _id: "post-a",
      _type: "post",
      slug: { current: "a" },
      publishedAt: "2026-01-01T00:00:00Z",
      body: [
        {
          _key: "fr",
          _type: "internationalizedArrayPostBodyValue",
          language: "fr",
          value: [inline(true), inline(false)],
        },
      ],
    };
    const result = await run(POST_QUERY, [post], { slug: "a", preview: false });
    expect(result.body[0].value.map((item: { image: { alt: unknown } }) => item.image.alt)).toEqual([
      null,
      "Une carte",
    ]);
  });
});
