import { http, HttpResponse } from "msw";
import { documentTypesOf, evaluateGroq, type QueryParams, type SanityDocument } from "@shared/content/groq";
import { DEFAULT_LOCALE } from "@shared/addresses/locales";
import { writeJson } from "../../scripts/write-json.mjs";
import { applyPatches, fixtureDocuments, typesReadBy, viewAs } from "./dataset";
import { LakeError, LOCAL_EDITOR, type Lake, type MutateMutation } from "./lake/store";
import { contentSourceMap } from "./source-map";
import { evaluateAside, isStudioSearch } from "./searches-aside";

/*
 * Plays Sanity's HTTP API for tests, so the site's real @sanity/client code path runs:
 * - the query API (https://<project>.api[cdn].sanity.io/v<date>/data/query/<dataset>, GET and POST), evaluating
 *   the query with groq-js over fixtures/data.ndjson and answering `{query, result, ms, syncTags}`;
 * - the Live Content API (/data/live/events/<dataset>): server-sent events, `welcome` on connect and a `message`
 *   with the sync tags of every document type an edit touched.
 * With a `Lake` (tests/mocks/lake/store.ts: the local Content Lake), queries read its documents and writes go to
 * it; without one, the fixtures as a test's control file patches them.
 * A sync tag here stands for one document type (`s1:<type>`); a query carries the tags of the types whose
 * documents its result depends on, found by evaluating it without each type. Real tags are opaque to the site too.
 */

/**
 * Any host with a versioned path: Sanity's own (`<project>.api.sanity.io`, `<project>.apicdn.sanity.io`) in the
 * site's tests, and the local lake's address (`localhost:3400`, `<project>.localhost:3400`) when served over HTTP.
 */
const HOST = /^https?:\/\/[^/]+\/v[^/]+/;
const QUERY_URL = new RegExp(`${HOST.source}\\/data\\/query\\/([^/?]+)`);
const LIVE_URL = new RegExp(`${HOST.source}\\/data\\/live\\/events\\/([^/?]+)`);
const CORS_URL = new RegExp(`${HOST.source}\\/check\\/cors`);
const MUTATE_URL = new RegExp(`${HOST.source}\\/data\\/mutate\\/([^/?]+)`);

/**
 * How a test steers the mocked Sanity. End-to-end tests write it as JSON to the file named by MOCK_SANITY_PATCHES,
 * which is read on every request and watched for the live stream.
 * - `patches`: `[{ id: "homePage", set: { "hero.text.en": "…" } }]` changes content as an editor's publish would
 *   (a translated field's language last; null removes that language);
 *   `unset: true` removes the document (an unpublish).
 * - `documents`: extra documents (drafts, the Studio's preview secret).
 * - `status`: every query fails with this HTTP status (an outage).
 * - `body` + `contentType`: every query is answered 200 with this raw body (a proxy's HTML page, truncated JSON…).
 * - `delayMs`: every query is answered this late (a slow Sanity).
 * - `live: false`: the live events endpoint refuses connections (a host that can't hold the stream).
 * - `mutate`: how the mutate API (writes: the site's leads) answers: `{ status: 500 }` refuses every write,
 *   `{ delayMs }` answers late. Writes that succeed are kept in `writes` (and in the file MOCK_SANITY_WRITES).
 */
export type MockPatch = { id: string; set?: Record<string, unknown>; unset?: boolean };
export type MockControl = {
  patches?: MockPatch[];
  documents?: SanityDocument[];
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  live?: boolean;
  mutate?: { status?: number; delayMs?: number };
};

/** A post's body in the default language, one paragraph of `text`: what a `patches` entry sets to edit it. */
export const postBody = (text: string) => [
  {
    _key: DEFAULT_LOCALE,
    _type: "internationalizedArrayPostBodyValue",
    language: DEFAULT_LOCALE,
    value: [
      { _type: "block", _key: "b1", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s1", text }] },
    ],
  },
];

/** The published dataset as the control describes it. */
export function datasetOf(control: MockControl): SanityDocument[] {
  return [...applyPatches(fixtureDocuments(), control.patches ?? []), ...(control.documents ?? [])];
}

export const syncTagOf = (type: string) => `s1:${type}`;

/** The types a published answer is tagged with: those it read and those its filters name (see answer()). */
async function publishedTypesOf(query: string, params: QueryParams): Promise<string[]> {
  const read = process.env.MOCK_SYNC_TAGS === "filters" ? [] : await typesReadBy(query, params);
  return [...new Set([...read, ...documentTypesOf(query, params)])];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(
  control: MockControl,
  documents: SanityDocument[],
  query: string | null,
  params: QueryParams,
  perspective: string | null,
  withSourceMap: boolean,
  signal?: AbortSignal,
) {
  if (control.delayMs) await wait(control.delayMs);
  if (control.status) return HttpResponse.json({ error: { description: "Mocked outage" } }, { status: control.status });
  if (control.body !== undefined) {
    return new HttpResponse(control.body, {
      status: 200,
      headers: { "Content-Type": control.contentType ?? "text/html" },
    });
  }
  if (!query)
    return HttpResponse.json({ error: { description: "Missing query", type: "queryParseError" } }, { status: 400 });
  const started = performance.now();
  try {
    const view = viewAs(documents, perspective);
    const result = isStudioSearch(query, perspective)
      ? await evaluateAside(query, params, view, signal)
      : await evaluateGroq(query, params, view);
    // As the Content Lake tags a result by what the query could read: the types its result depends on, and the types
    // its filters name (so an empty result, a page not made yet, hears of the document that makes it). Published
    // answers only, the ones the site's cache keys by the live stream: finding the types evaluates the query once per
    // type, and the Studio's (drafts or raw) never reads them. Its reference search, 700 `match` clauses, took 0.85 s
    // to answer and 13 s to tag, holding the lake's one thread (CI's journey 17 waited 30 s for its result so).
    // MOCK_SYNC_TAGS=filters (the bench at ten times today's content, scripts/bench-scale.ts): the types the filters
    // name alone, without the walk, which evaluates the query once per type (a second a query there).
    const syncTags = perspective === "published" ? (await publishedTypesOf(query, params)).map(syncTagOf) : [];
    // Asked for by @sanity/client when it marks texts for click-to-edit (stega): where each text came from.
    const resultSourceMap = withSourceMap ? contentSourceMap(result, view) : undefined;
    return HttpResponse.json({ query, result, resultSourceMap, syncTags, ms: Math.round(performance.now() - started) });
  } catch (error) {
    return HttpResponse.json(
      { error: { description: (error as Error).message, type: "queryParseError" } },
      { status: 400 },
    );
  }
}

/**
 * The perspective a query asked for. A list (`rABC,drafts`, a release stack) is read by its drafts layer. Without
 * one, API versions before 2025-02-19 see `raw` (the Studio's older calls) and later ones `published`.
 */
function perspectiveOf(url: URL): string | null {
  const asked = url.searchParams.get("perspective");
  if (asked) return asked.split(",").includes("drafts") ? "drafts" : asked;
  const version = /\/v(\d{4}-\d{2}-\d{2}|\d+|X)\//.exec(url.pathname)?.[1] ?? "1";
  return /^\d{4}-/.test(version) && version >= "2025-02-19" ? "published" : "raw";
}

/** Whether a query asked for its Content Source Map (`resultSourceMap=true` or `=withKeyArraySelector`). */
function wantsSourceMap(url: URL): boolean {
  const asked = url.searchParams.get("resultSourceMap");
  return asked !== null && asked !== "false";
}

/** GET sends each param as `$name=<JSON>` in the search string. */
function paramsFromSearch(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of search) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  return params;
}

/** The open live event streams of this process, and the event ids handed out. */
class LiveHub {
  private streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private nextId = 1;
  private encoder = new TextEncoder();

  open(): ReadableStream<Uint8Array> {
    let mine: ReadableStreamDefaultController<Uint8Array>;
    return new ReadableStream({
      start: (controller) => {
        mine = controller;
        this.streams.add(controller);
        this.log(`live stream opened (${this.streams.size} open)`);
        controller.enqueue(this.encoder.encode("event: welcome\ndata: {}\n\n"));
      },
      cancel: () => {
        this.streams.delete(mine);
        this.log(`live stream closed by the site (${this.streams.size} open)`);
      },
    });
  }

  /** Sends a `message` event naming these sync tags to every open stream. */
  emit(tags: string[]) {
    if (tags.length === 0) return;
    // (in the server's log: a publish the site missed then shows whether it was sent, and to how many streams)
    this.log(`live event ${tags.join(" ")} to ${this.streams.size} stream(s)`);
    const frame = this.encoder.encode(
      `id: ${Date.now()}-${this.nextId++}\nevent: message\ndata: ${JSON.stringify({ tags })}\n\n`,
    );
    for (const controller of this.streams) {
      try {
        controller.enqueue(frame);
      } catch (error) {
        this.streams.delete(controller);
        this.log(`live stream dropped: ${(error as Error).message}`);
      }
    }
  }

  get size() {
    return this.streams.size;
  }

  /** A line in the server's log, only where a server runs the mocks (not in unit tests, which read no log). */
  private log(line: string) {
    if (process.env.MOCK_SANITY_PATCHES) console.info(`[mocks] ${line}`);
  }
}

export const liveHub = new LiveHub();

/**
 * The sync tags an edit touches: one per type of every published document added, changed or removed between two
 * datasets. A draft's edits change no published answer, so the site's live stream (published content) hears nothing
 * of them, as from Sanity's; otherwise each keystroke in the Studio would have the site refetch every query of that
 * type, and a publish would wait behind them.
 */
export function changedTags(before: SanityDocument[], after: SanityDocument[]): string[] {
  const published = (document: SanityDocument) => !/^(drafts|versions)\./.test(document._id);
  const byId = (documents: SanityDocument[]) =>
    new Map(documents.filter(published).map((document) => [document._id, document]));
  const [old, fresh] = [byId(before), byId(after)];
  const types = new Set<string>();
  for (const id of new Set([...old.keys(), ...fresh.keys()])) {
    const a = old.get(id);
    const b = fresh.get(id);
    if (JSON.stringify(a) !== JSON.stringify(b)) types.add((b ?? a)!._type);
  }
  return [...types].map(syncTagOf);
}

/**
 * What the mocked mutate API has received: the documents written, and every request (refused ones too) with the
 * ids it named. Tests read it here, or from the file MOCK_SANITY_WRITES for a server in another process.
 */
export interface MockWrites {
  documents: Record<string, SanityDocument>;
  requests: { status: number; operations: string[]; ids: string[]; token: boolean }[];
}
export const writes: MockWrites = { documents: {}, requests: [] };

export function resetWrites() {
  writes.documents = {};
  writes.requests = [];
  saveWrites();
}

function saveWrites() {
  const file = process.env.MOCK_SANITY_WRITES;
  if (file) writeJson(file, writes);
}

type Mutation = Record<string, { _id?: string; id?: string; set?: Record<string, unknown> } & Record<string, unknown>>;

/** Applies mutations as the Content Lake does (the kinds the site sends): create, createIfNotExists, createOrReplace, patch. */
function applyMutations(mutations: Mutation[]) {
  const results: { id: string; operation: string }[] = [];
  for (const mutation of mutations) {
    const [kind, body] = Object.entries(mutation)[0] as [string, Mutation[string]];
    const id = String(body._id ?? body.id);
    const existing = writes.documents[id];
    if (kind === "createIfNotExists") {
      if (!existing) writes.documents[id] = body as SanityDocument;
      results.push({ id, operation: existing ? "none" : "create" });
    } else if (kind === "create") {
      if (existing) throw Object.assign(new Error(`Document by ID "${id}" already exists`), { status: 409 });
      writes.documents[id] = body as SanityDocument;
      results.push({ id, operation: "create" });
    } else if (kind === "createOrReplace") {
      writes.documents[id] = body as SanityDocument;
      results.push({ id, operation: existing ? "update" : "create" });
    } else if (kind === "patch") {
      if (!existing) throw Object.assign(new Error(`Document "${id}" not found`), { status: 404 });
      writes.documents[id] = { ...existing, ...(body.set ?? {}) } as SanityDocument;
      results.push({ id, operation: "update" });
    } else {
      throw Object.assign(new Error(`Mutation ${kind} is not played by the mock`), { status: 400 });
    }
  }
  return results;
}

export function handlersWith(getControl: () => MockControl, lake?: Lake) {
  const documents = (control: MockControl) => (lake ? lake.all() : datasetOf(control));
  return [
    http.post(MUTATE_URL, async ({ request }) => {
      const control = getControl().mutate ?? {};
      if (control.delayMs) await wait(control.delayMs);
      const body = (await request.json()) as { mutations?: Mutation[] };
      const mutations = body.mutations ?? [];
      const ids = mutations.map((mutation) => {
        const target = Object.values(mutation)[0];
        return String(target?._id ?? target?.id);
      });
      const record = {
        operations: mutations.map((mutation) => Object.keys(mutation)[0] ?? "?"),
        ids,
        token: (request.headers.get("Authorization") ?? "").startsWith("Bearer "),
      };
      if (control.status) {
        writes.requests.push({ status: control.status, ...record });
        saveWrites();
        return HttpResponse.json({ error: { description: "Mocked outage" } }, { status: control.status });
      }
      // The lake takes the Studio's writes (a preview secret) from its session, as the local editor.
      if (!record.token && !lake) {
        writes.requests.push({ status: 401, ...record });
        saveWrites();
        return HttpResponse.json({ error: { description: "Unauthorized - Session not found" } }, { status: 401 });
      }
      if (lake) {
        try {
          // A token is the site's server (leads); the Studio writes with its session, as the local editor.
          const author = record.token ? "site" : LOCAL_EDITOR.id;
          const expanded = await lake.expandQueries(mutations as MutateMutation[]);
          const result = lake.mutate(expanded, author, (body as { transactionId?: string }).transactionId);
          writes.requests.push({ status: 200, ...record });
          return HttpResponse.json(result);
        } catch (error) {
          const status = error instanceof LakeError ? error.status : 400;
          writes.requests.push({ status, ...record });
          return HttpResponse.json({ error: { description: (error as Error).message } }, { status });
        }
      }
      // All or nothing, as a transaction.
      const before = structuredClone(writes.documents);
      try {
        const results = applyMutations(mutations);
        writes.requests.push({ status: 200, ...record });
        saveWrites();
        return HttpResponse.json({ transactionId: `tx-${writes.requests.length}`, results });
      } catch (error) {
        writes.documents = before;
        const status = (error as { status?: number }).status ?? 400;
        writes.requests.push({ status, ...record });
        saveWrites();
        return HttpResponse.json({ error: { description: (error as Error).message } }, { status });
      }
    }),
    http.get(QUERY_URL, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const control = getControl();
      return answer(
        control,
        documents(control),
        search.get("query"),
        paramsFromSearch(search),
        perspectiveOf(new URL(request.url)),
        wantsSourceMap(new URL(request.url)),
        request.signal,
      );
    }),
    // Long queries are sent as POST with a JSON body {query, params}.
    http.post(QUERY_URL, async ({ request }) => {
      const body = (await request.json()) as { query?: string; params?: QueryParams };
      const control = getControl();
      return answer(
        control,
        documents(control),
        body.query ?? null,
        body.params ?? {},
        perspectiveOf(new URL(request.url)),
        wantsSourceMap(new URL(request.url)),
        request.signal,
      );
    }),
    http.get(LIVE_URL, () => {
      if (getControl().live === false)
        return HttpResponse.json({ error: "Live events are not available" }, { status: 403 });
      return new HttpResponse(liveHub.open(), {
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" },
      });
    }),
    http.get(CORS_URL, () => HttpResponse.json({ result: { allowed: true } })),
  ];
}

/** For unit tests (`mockServer.use(...mockSanity({...}))`): the mocked Sanity with this content or failure. */
export const mockSanity = (control: MockControl) => handlersWith(() => control);

export { QUERY_URL as SANITY_QUERY_URL, LIVE_URL as SANITY_LIVE_URL };
