import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { evaluateGroq, getBundledDocuments, type QueryParams, type SanityDocument } from "~/content/bundled-dataset.server";

/**
 * Plays Sanity's query API (https://<project>.api[cdn].sanity.io/v<date>/data/query/<dataset>) by evaluating
 * the query with groq-js over the bundled fixtures, so tests run the real @sanity/client code path.
 */
const QUERY_URL = /^https:\/\/([a-z0-9-]+)\.(api|apicdn)\.sanity\.io\/v[^/]+\/data\/query\/([^/?]+)/;

/**
 * An end-to-end test steers the mocked Sanity through the JSON file named by MOCK_SANITY_PATCHES, read on every
 * request: `{ "patches": [{ "id": "homePage", "set": { "hero.text": "…" } }] }` changes content as an editor's
 * publish would, and `{ "status": 500 }` makes every query fail as an outage would. No file: the fixtures as
 * they are.
 */
export type MockPatch = { id: string; set: Record<string, unknown> };
export type MockControl = { patches?: MockPatch[]; status?: number; documents?: SanityDocument[] };

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
      .map((draft) => [draft._id.slice("drafts.".length), { ...draft, _id: draft._id.slice("drafts.".length), _originalId: draft._id }]),
  );
  const merged = published.map((document) => drafts.get(document._id) ?? document);
  for (const [id, draft] of drafts) if (!published.some((document) => document._id === id)) merged.push(draft);
  return merged;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...((node[key] as Record<string, unknown> | undefined) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

export function applyPatches(documents: SanityDocument[], patches: MockPatch[]): SanityDocument[] {
  return documents.map((document) => {
    const mine = patches.filter((patch) => patch.id === document._id);
    if (mine.length === 0) return document;
    const copy = structuredClone(document);
    for (const patch of mine) for (const [path, value] of Object.entries(patch.set)) setPath(copy, path, value);
    return copy;
  });
}

function currentControl(): MockControl {
  const file = process.env.MOCK_SANITY_PATCHES;
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as MockControl;
  } catch {
    return {}; // no control file (yet): the fixtures as they are
  }
}

async function answer(control: MockControl, query: string | null, params: QueryParams, perspective: string | null) {
  if (control.status) {
    return HttpResponse.json({ error: { description: "Mocked outage" } }, { status: control.status });
  }
  if (!query) {
    return HttpResponse.json({ error: { description: "Missing query", type: "queryParseError" } }, { status: 400 });
  }
  const started = performance.now();
  try {
    const documents = [...applyPatches(getBundledDocuments(), control.patches ?? []), ...(control.documents ?? [])];
    const result = await evaluateGroq(query, params, viewAs(documents, perspective));
    return HttpResponse.json({ query, result, ms: Math.round(performance.now() - started) });
  } catch (error) {
    return HttpResponse.json(
      { error: { description: (error as Error).message, type: "queryParseError" } },
      { status: 400 },
    );
  }
}

/** GET sends each param as `$name=<JSON>` in the search string. */
function paramsFromSearch(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of search) {
    if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  }
  return params;
}

function handlersWith(getControl: () => MockControl) {
  return [
    http.get(QUERY_URL, ({ request }) => {
      const search = new URL(request.url).searchParams;
      return answer(getControl(), search.get("query"), paramsFromSearch(search), search.get("perspective"));
    }),
    // Long queries are sent as POST with a JSON body {query, params}.
    http.post(QUERY_URL, async ({ request }) => {
      const body = (await request.json()) as { query?: string; params?: QueryParams };
      return answer(getControl(), body.query ?? null, body.params ?? {}, new URL(request.url).searchParams.get("perspective"));
    }),
  ];
}

/** The default: fixtures, steered by the MOCK_SANITY_PATCHES file when there is one. */
export const sanityHandlers = handlersWith(currentControl);

/** For unit tests (`mockServer.use(...mockSanity({...}))`): the mocked Sanity with this content or outage. */
export const mockSanity = (control: MockControl) => handlersWith(() => control);

export { QUERY_URL as SANITY_QUERY_URL };
