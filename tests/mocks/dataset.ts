import { readFileSync } from "node:fs";
import { evaluateGroq, parseNdjson, type QueryParams, type SanityDocument } from "@shared/content/groq";
import { isTranslations } from "../../app/content/layer/localize";
import type { MockPatch } from "./sanity";
import { localePath, type Locale } from "@shared/addresses/locales";
import { pathsOf } from "@shared/addresses/names";

/*
 * The bundled dataset as the mocked Sanity serves it: the fixtures (or, where MOCK_DATASET_FILE names one, another
 * dataset: the bench's at ten times today's content, `npm run scale`), seen in a perspective, patched as a test asks.
 */

const FIXTURES = process.env.MOCK_DATASET_FILE ?? new URL("../../fixtures/data.ndjson", import.meta.url);
let fixtures: SanityDocument[] | undefined;
export function fixtureDocuments(): SanityDocument[] {
  fixtures ??= parseNdjson(readFileSync(FIXTURES, "utf8"), String(FIXTURES));
  return fixtures;
}

/**
 * A bundled document's address in a language (a post, a landing page: its name there, app/shared/addresses/names.ts), as
 * the site serves it.
 */
export function bundledAddress(id: string, locale: Locale): string {
  const document = fixtureDocuments().find((candidate) => candidate._id === id);
  const addresses = document && pathsOf(document);
  if (!addresses) throw new Error(`no document with a URL of its own: ${id}`);
  return localePath(locale, addresses[locale]);
}

/**
 * What a perspective sees, as the Content Lake does: `published` (the default) hides drafts; `drafts` shows each
 * document's draft in its place, under the published id; `raw` shows everything.
 */
export function viewAs(documents: SanityDocument[], perspective: string | null): SanityDocument[] {
  if (perspective === "raw") return documents;
  const published = documents.filter((document) => !document._id.startsWith("drafts."));
  if (perspective !== "drafts" && perspective !== "previewDrafts") return published;
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith("drafts."))
      .map((draft) => [
        draft._id.slice("drafts.".length),
        { ...draft, _id: draft._id.slice("drafts.".length), _originalId: draft._id },
      ]),
  );
  const merged = published.map((document) => drafts.get(document._id) ?? document);
  for (const [id, draft] of drafts) if (!published.some((document) => document._id === id)) merged.push(draft);
  return merged;
}

/**
 * Sets `value` at a dotted path. A translated field takes its language last: `hero.text.fr` sets (or, with null,
 * removes) the French value as an editor would in the Studio.
 */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const [index, key] of keys.slice(0, -1).entries()) {
    const language = keys[index + 1] as string;
    const field = node[key];
    if (isTranslations(field) && index + 2 === keys.length) {
      const items: object[] = field.filter((item) => item.language !== language);
      if (value !== null) items.push({ _key: language, _type: field[0]!._type, language, value });
      node[key] = items;
      return;
    }
    node[key] = { ...((node[key] as Record<string, unknown> | undefined) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

export function applyPatches(documents: SanityDocument[], patches: MockPatch[]): SanityDocument[] {
  return documents.flatMap((document) => {
    const mine = patches.filter((patch) => patch.id === document._id);
    if (mine.length === 0) return [document];
    if (mine.some((patch) => patch.unset)) return [];
    const copy = structuredClone(document);
    for (const patch of mine) for (const [path, value] of Object.entries(patch.set ?? {})) setPath(copy, path, value);
    return [copy];
  });
}

const dependencies = new Map<string, Promise<string[]>>();

/** The document types a query's result depends on (memoised per query and params, over the fixtures). */
export function typesReadBy(query: string, params: QueryParams): Promise<string[]> {
  const key = JSON.stringify([query, params]);
  let found = dependencies.get(key);
  if (!found) {
    found = (async () => {
      const documents = fixtureDocuments();
      const full = JSON.stringify(await evaluateGroq(query, params, documents));
      const types = [...new Set(documents.map((document) => document._type))];
      const read: string[] = [];
      for (const type of types) {
        const without = JSON.stringify(
          await evaluateGroq(
            query,
            params,
            documents.filter((d) => d._type !== type),
          ),
        );
        if (without !== full) read.push(type);
      }
      return read;
    })();
    dependencies.set(key, found);
  }
  return found;
}
