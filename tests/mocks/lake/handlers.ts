import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { evaluateGroq, type QueryParams } from "@shared/content/groq";
import { changedTags, handlersWith, liveHub, type MockControl } from "../sanity";
import {
  LakeError,
  LOCAL_EDITOR,
  type Change,
  type Lake,
  type LakeAction,
  type LakeDocument,
  type Transaction,
} from "./store";
import { CONTENT_TYPES, imageSize } from "./images";

/*
 * The parts of Sanity's HTTP API the Studio uses, played over a Lake (see ../../../docs/decisions/010-local-content-lake.md):
 * users and project, ACL, documents by id, listen streams, the Actions API, history, image assets and the stubs
 * the Studio calls on start. The query, live events and mutate APIs are the site's tests' own handlers
 * (../sanity.ts) over the same Lake, so the site, its tests and the Studio share one implementation.
 * Shapes are Sanity's internal API as `sanity` 5.31.2 uses it (pinned in sanity-studio/package.json).
 */

export interface LakeOptions {
  lake: Lake;
  projectId: string;
  dataset: string;
  /** Where uploaded images are kept (and read from); fixtures/images is read too. */
  assetsDirectory: string | null;
  imagesDirectory: string;
}

const V = "https?:\\/\\/[^/]+\\/v[^/]+";
const route = (pattern: string) => new RegExp(`^${V}${pattern}(?:\\?|$)`);
const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const withoutRev = (document: LakeDocument | null) => {
  if (!document) return null;
  const { _rev: _ignored, ...rest } = document;
  return rest;
};

/** Does a listen query (`*[filter]`) select this document? A query groq-js cannot run selects everything. */
async function selects(query: string, params: QueryParams, document: LakeDocument | null) {
  if (!document) return false;
  try {
    const result = await evaluateGroq(query, params, [document]);
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  } catch {
    return true;
  }
}

function listenParams(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of search) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      params[key.slice(1)] = value;
    }
  }
  return params;
}

/** A listen stream: `welcome`, then one `mutation` event per matching document of each transaction. */
function listen(lake: Lake, url: URL, signal: AbortSignal): ReadableStream<Uint8Array> {
  const query = url.searchParams.get("query") ?? "*";
  const params = listenParams(url.searchParams);
  const includeResult = url.searchParams.get("includeResult") !== "false";
  const includePreviousRevision = url.searchParams.get("includePreviousRevision") === "true";
  let unsubscribe = () => {};
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(sse("welcome", { listenerName: `lake-${Math.random().toString(36).slice(2)}` }));
      // A comment line now and then, as Sanity sends, keeps proxies from closing an idle stream.
      heartbeat = setInterval(() => {
        try {
          controller.enqueue(encoder.encode(":\n\n"));
        } catch {
          clearInterval(heartbeat);
        }
      }, 25_000);
      const send = async (transaction: Transaction) => {
        const matching: Change[] = [];
        for (const change of transaction.changes) {
          // Before and after: a draft's deletion at publish must reach the listener that followed the draft.
          if ((await selects(query, params, change.before)) || (await selects(query, params, change.after))) {
            matching.push(change);
          }
        }
        matching.forEach((change, index) => {
          const transition = !change.before ? "appear" : !change.after ? "disappear" : "update";
          const event = {
            type: "mutation",
            eventId: `${transaction.id}#${change.id}`,
            documentId: change.id,
            transactionId: transaction.id,
            transition,
            identity: transaction.author,
            mutations: change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }],
            effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
            previousRev: change.before?._rev,
            resultRev: transaction.id,
            timestamp: transaction.timestamp,
            visibility: "query",
            transactionTotalEvents: matching.length,
            transactionCurrentEvent: index + 1,
            ...(includeResult && change.after ? { result: change.after } : {}),
            ...(includePreviousRevision && change.before ? { previous: change.before } : {}),
          };
          try {
            controller.enqueue(sse("mutation", event));
          } catch {
            unsubscribe();
          }
        });
      };
      // Events go out in transaction order even though matching is asynchronous.
      let queue = Promise.resolve();
      unsubscribe = lake.subscribe((transaction) => {
        queue = queue.then(() => send(transaction)).catch(() => {}); // one failed match never stops the stream
      });
      signal.addEventListener("abort", () => {
        unsubscribe();
        clearInterval(heartbeat);
      });
    },
    cancel() {
      unsubscribe();
      clearInterval(heartbeat);
    },
  });
}

function lakeError(error: unknown) {
  const status = error instanceof LakeError ? error.status : 500;
  return HttpResponse.json({ error: { description: (error as Error).message, type: "mutationError" } }, { status });
}

/** Every handler the local lake answers with: the site's (query, live, mutate) and the Studio's. */
export function lakeHandlers(options: LakeOptions, getControl: () => MockControl = () => ({})) {
  const { lake, projectId, dataset } = options;
  // The site's live events follow the lake: each transaction names the types it touched.
  lake.subscribe((transaction) => {
    liveHub.emit(
      changedTags(
        transaction.changes.flatMap((change) => (change.before ? [change.before] : [])),
        transaction.changes.flatMap((change) => (change.after ? [change.after] : [])),
      ),
    );
  });
  const author = LOCAL_EDITOR.id;
  const dataPath = (name: string, rest = "") => route(`\\/data\\/${name}\\/${dataset}${rest}`);

  return [
    ...handlersWith(getControl, lake),

    // Who is signed in: always the local editor (there is nothing to protect in a local copy).
    http.get(route("\\/users\\/me"), () => HttpResponse.json(LOCAL_EDITOR)),
    http.get(route("\\/users\\/me\\/keyvalue\\/([^/?]+)"), ({ request }) => {
      const keys = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "").split(",");
      return HttpResponse.json(keys.map((key) => ({ key, value: null })));
    }),
    http.put(route("\\/users\\/me\\/keyvalue"), async ({ request }) => HttpResponse.json(await request.json())),
    http.get(route("\\/auth\\/id"), () => HttpResponse.json({ id: LOCAL_EDITOR.id })),
    http.get(route("\\/auth\\/providers"), () => HttpResponse.json({ providers: [], thirdPartyLogin: false, sso: {} })),
    http.post(route("\\/auth\\/logout"), () => HttpResponse.json({})),

    // The project, its dataset and who may do what.
    http.get(route(`\\/projects\\/${projectId}`), () =>
      HttpResponse.json({
        id: projectId,
        displayName: "Ihuza website (local copy)",
        organizationId: "local",
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        metadata: {},
        members: [{ id: LOCAL_EDITOR.id, role: "administrator", roles: LOCAL_EDITOR.roles, isCurrentUser: true }],
        features: [],
      }),
    ),
    http.get(route(`\\/projects\\/${projectId}\\/datasets`), () =>
      HttpResponse.json([{ name: dataset, aclMode: "public" }]),
    ),
    http.get(route(`\\/projects\\/${projectId}\\/datasets\\/${dataset}\\/acl`), () =>
      HttpResponse.json([
        { filter: '_id in path("**")', permissions: ["read", "create", "update", "history", "editHistory"] },
      ]),
    ),
    http.get(route(`\\/projects\\/${projectId}\\/(features|user-applications)`), () => HttpResponse.json([])),
    http.get(route(`\\/projects\\/${projectId}\\/users\\/([^/?]+)`), ({ request }) => {
      const ids = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "").split(",");
      const users = ids.map((id) => ({ ...LOCAL_EDITOR, id, ...(id === LOCAL_EDITOR.id ? {} : { name: id }) }));
      return HttpResponse.json(ids.length === 1 ? users[0] : users);
    }),

    // Documents by id, with the ones missing named.
    http.get(dataPath("doc", "\\/([^?]+)"), ({ request }) => {
      const ids = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "").split(",");
      const found = ids.flatMap((id) => (lake.get(id) ? [lake.get(id)!] : []));
      return HttpResponse.json({
        documents: found,
        omitted: ids.filter((id) => !lake.get(id)).map((id) => ({ id, reason: "existence" })),
      });
    }),

    http.get(dataPath("listen"), ({ request }) => {
      const url = new URL(request.url);
      return new HttpResponse(listen(lake, url, request.signal), {
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" },
      });
    }),

    http.post(dataPath("actions"), async ({ request }) => {
      const body = (await request.json()) as { actions?: LakeAction[]; transactionId?: string; dryRun?: boolean };
      const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions as LakeAction] : [];
      if (body.dryRun) return HttpResponse.json({ transactionId: "dry-run" });
      try {
        return HttpResponse.json(lake.act(actions, author, body.transactionId));
      } catch (error) {
        return lakeError(error);
      }
    }),

    // History, coarsely: no events (the Studio's history list is empty), the transactions that touched a document
    // from the lake's log (whole-document effects), and a document's current version at any revision asked for.
    http.get(dataPath("history", "\\/events\\/documents\\/([^/?]+)"), ({ request }) => {
      const id = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
      return HttpResponse.json({ events: { [id]: [] }, nextCursor: "" });
    }),
    http.get(dataPath("history", "\\/transactions\\/([^/?]+)"), ({ request }) => {
      const ids = new Set(decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "").split(","));
      const lines = lake.log
        .filter((transaction) => transaction.changes.some((change) => ids.has(change.id)))
        .map((transaction) =>
          JSON.stringify({
            id: transaction.id,
            timestamp: transaction.timestamp,
            author: transaction.author,
            documentIDs: transaction.changes.map((change) => change.id),
            mutations: transaction.changes.map((change) =>
              change.after ? { createOrReplace: change.after } : { delete: { id: change.id } },
            ),
            effects: Object.fromEntries(
              transaction.changes.map((change) => [
                change.id,
                { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
              ]),
            ),
          }),
        );
      return new HttpResponse(lines.join("\n"), { headers: { "Content-Type": "application/x-ndjson" } });
    }),
    http.get(dataPath("history", "\\/documents\\/([^/?]+)"), ({ request }) => {
      const ids = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "").split(",");
      return HttpResponse.json({ documents: ids.flatMap((id) => (lake.get(id) ? [lake.get(id)] : [])) });
    }),

    // Image uploads become sanity.imageAsset documents; their files are kept beside the dataset.
    http.post(route(`\\/assets\\/images\\/${dataset}`), async ({ request }) => {
      const bytes = Buffer.from(await request.arrayBuffer());
      const size = imageSize(bytes);
      if (!size) {
        return HttpResponse.json(
          { error: { description: "Only PNG, JPEG, GIF and SVG images can be uploaded to the local lake" } },
          { status: 400 },
        );
      }
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      const fileName = `${sha1}-${size.width}x${size.height}.${size.extension}`;
      if (!options.assetsDirectory) {
        return HttpResponse.json({ error: { description: "This lake keeps no files" } }, { status: 400 });
      }
      mkdirSync(options.assetsDirectory, { recursive: true });
      writeFileSync(path.join(options.assetsDirectory, fileName), bytes);
      const id = `image-${sha1}-${size.width}x${size.height}-${size.extension}`;
      const url = new URL(request.url);
      const asset = {
        _id: id,
        _type: "sanity.imageAsset",
        assetId: sha1,
        sha1hash: sha1,
        extension: size.extension,
        mimeType: CONTENT_TYPES[size.extension],
        size: bytes.length,
        originalFilename: url.searchParams.get("filename") ?? fileName,
        path: `images/${projectId}/${dataset}/${fileName}`,
        url: `${url.origin}/images/${projectId}/${dataset}/${fileName}`,
        metadata: { _type: "sanityImageMetadata", dimensions: { ...size, aspectRatio: size.width / size.height } },
      };
      const existing = lake.get(id);
      if (!existing) lake.mutate([{ createIfNotExists: asset }], author);
      return HttpResponse.json({ document: lake.get(id) });
    }),
    http.get(/^https?:\/\/[^/]+\/images\/[^/]+\/[^/]+\/([^/?]+)/, ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
      if (!/^[a-f0-9]+-\d+x\d+\.[a-z]+$/.test(name)) return new HttpResponse(null, { status: 404 });
      const file = [options.assetsDirectory, options.imagesDirectory]
        .filter((directory): directory is string => Boolean(directory))
        .map((directory) => path.join(directory, name))
        .find((candidate) => existsSync(candidate));
      if (!file) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(readFileSync(file), {
        headers: {
          "Content-Type": CONTENT_TYPES[name.split(".").pop()!] ?? "application/octet-stream",
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    }),

    // What the Studio asks for on start and only needs an answer to.
    http.get(route("\\/(ping|help|features)"), () => HttpResponse.json([])),
    http.get(dataPath("ping"), () => HttpResponse.json({})),
    http.get(route(`\\/schedules\\/${projectId}\\/${dataset}`), () => HttpResponse.json({ schedules: [] })),
    // The schema upload ends at once: the lake keeps no schema descriptors.
    http.post(route("\\/descriptors\\/claim"), () => HttpResponse.json({ synchronization: { type: "complete" } })),
    http.post(route("\\/descriptors\\/synchronize"), () => HttpResponse.json({ type: "complete" })),
    http.all(route("\\/(journey|intake)\\/.*"), () => HttpResponse.json({})),
    http.get(route("\\/agent\\/[^/]+\\/bundles\\/mine\\/listen"), ({ request }) => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(sse("welcome", {}));
          request.signal.addEventListener("abort", () => controller.close());
        },
      });
      return new HttpResponse(stream, { headers: { "Content-Type": "text/event-stream" } });
    }),
  ];
}
