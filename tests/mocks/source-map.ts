import type { SanityDocument } from "@shared/content/groq";

/*
 * The Content Source Map the Content Lake sends with a query's result when asked (`resultSourceMap`): for each text
 * in the result, the document and the field it came from. @sanity/client turns it into the invisible click-to-edit
 * markers of preview (stega), and Presentation's overlays open the field an editor clicks.
 *
 * The real Lake derives the map from the query as it runs it. groq-js cannot, so this stand-in finds each text of
 * the result in the documents the query could read: the place whose path ends the same way as the result's, by
 * field names and array items' keys (`blocks[hero].heading[en].value`); of places that fit equally well, the one in
 * the document the enclosing result object names by `_id`. A text found in two places equally well is left unmapped, as it is on the real Lake
 * for computed values: no marker rather than a wrong one. It is enough to prove the site's and the Studio's wiring;
 * it is not a test of the map itself.
 */

/** A path into a document: field names, array indices and, for keyed array items, their keys. */
type Segment = string | number | { _key: string };

/** The shape @sanity/client reads (ContentSourceMap in @sanity/client's types). */
export type ContentSourceMap = {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: "value"; source: { type: "documentValue"; document: number; path: number } }>;
};

type Place = { document: SanityDocument; path: Segment[] };

const escape = (text: string) => text.replace(/[\\']/g, (match) => `\\${match}`);

/** JSONPath as the Content Lake writes it: `$['blocks'][?(@._key=='k1')]['heading'][0]`. */
function jsonPath(path: Segment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === "string"
        ? `['${escape(segment)}']`
        : typeof segment === "number"
          ? `[${segment}]`
          : `[?(@._key=='${escape(segment._key)}')]`,
    )
    .join("")}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every text in a document, by value, with where it sits (keyed array items by key, as `withKeyArraySelector`). */
function indexTexts(documents: SanityDocument[]): Map<string, Place[]> {
  const index = new Map<string, Place[]>();
  const walk = (document: SanityDocument, value: unknown, path: Segment[]) => {
    if (typeof value === "string") {
      if (!path.some((segment) => typeof segment === "string" && segment.startsWith("_"))) {
        index.set(value, [...(index.get(value) ?? []), { document, path }]);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isObject(item) && typeof item._key === "string" ? { _key: item._key } : position;
        walk(document, item, [...path, key]);
      });
    } else if (isObject(value)) {
      for (const [name, child] of Object.entries(value)) walk(document, child, [...path, name]);
    }
  };
  for (const document of documents) walk(document, document, []);
  return index;
}

/** How many segments the two paths end with in common: field names, and array items by key (positions are skipped). */
function sameEnding(resultPath: Segment[], sourcePath: Segment[]): number {
  const named = (path: Segment[]) =>
    path.filter((segment) => typeof segment !== "number").map((segment) => JSON.stringify(segment));
  const [a, b] = [named(resultPath), named(sourcePath)];
  let count = 0;
  while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count]) count++;
  return count;
}

/** The Content Source Map of `result`, read from `documents` (the documents as the query's perspective saw them). */
export function contentSourceMap(result: unknown, documents: SanityDocument[]): ContentSourceMap {
  const texts = indexTexts(documents);
  const byId = new Map(documents.map((document) => [document._id, document]));
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<SanityDocument, number>();
  const pathIndex = new Map<string, number>();

  /** `path` locates the text in the result (positions); `keyed` names array items by their keys, to compare. */
  const mapText = (value: string, path: Segment[], keyed: Segment[], context: SanityDocument | undefined) => {
    const places = texts.get(value);
    if (!places) return;
    const scored = places.map((place) => ({ place, score: sameEnding(keyed, place.path) }));
    const best = Math.max(...scored.map((entry) => entry.score));
    const closest = scored.filter((entry) => entry.score === best).map((entry) => entry.place);
    // Among the places that fit best, the document the result object names breaks a tie.
    const mine = closest.filter((place) => place.document === context);
    const winners = closest.length === 1 ? closest : mine;
    if (winners.length !== 1) return;
    const { document, path: sourcePath } = winners[0]!;
    if (!documentIndex.has(document)) {
      documentIndex.set(document, map.documents.length);
      // A draft is named by its own id (`drafts.…`), so the Studio opens the draft, as on the Lake.
      map.documents.push({ _id: (document._originalId as string | undefined) ?? document._id, _type: document._type });
    }
    const source = jsonPath(sourcePath);
    if (!pathIndex.has(source)) {
      pathIndex.set(source, map.paths.length);
      map.paths.push(source);
    }
    map.mappings[jsonPath(path)] = {
      type: "value",
      source: { type: "documentValue", document: documentIndex.get(document)!, path: pathIndex.get(source)! },
    };
  };

  const walk = (value: unknown, path: Segment[], keyed: Segment[], context: SanityDocument | undefined) => {
    if (typeof value === "string") {
      const last = path.at(-1);
      if (!(typeof last === "string" && last.startsWith("_"))) mapText(value, path, keyed, context);
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isObject(item) && typeof item._key === "string" ? { _key: item._key } : position;
        walk(item, [...path, position], [...keyed, key], context);
      });
    } else if (isObject(value)) {
      const named = typeof value._id === "string" ? byId.get(value._id) : undefined;
      for (const [name, child] of Object.entries(value))
        walk(child, [...path, name], [...keyed, name], named ?? context);
    }
  };
  walk(result, [], [], undefined);
  return map;
}
