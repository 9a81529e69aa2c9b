import { http, HttpResponse } from "msw";
import { evaluateGroq, type QueryParams } from "~/content/bundled-dataset.server";

/**
 * Plays Sanity's query API (https://<project>.api[cdn].sanity.io/v<date>/data/query/<dataset>) by evaluating
 * the query with groq-js over the bundled fixtures, so tests run the real @sanity/client code path.
 */
const QUERY_URL = /^https:\/\/([a-z0-9-]+)\.(api|apicdn)\.sanity\.io\/v[^/]+\/data\/query\/([^/?]+)/;

async function answer(query: string | null, params: QueryParams) {
  if (!query) {
    return HttpResponse.json(
      { error: { description: "Missing query", type: "queryParseError" } },
      { status: 400 },
    );
  }
  const started = performance.now();
  try {
    const result = await evaluateGroq(query, params);
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

export const sanityHandlers = [
  http.get(QUERY_URL, ({ request }) => {
    const search = new URL(request.url).searchParams;
    return answer(search.get("query"), paramsFromSearch(search));
  }),
  // Long queries are sent as POST with a JSON body {query, params}.
  http.post(QUERY_URL, async ({ request }) => {
    const body = (await request.json()) as { query?: string; params?: QueryParams };
    return answer(body.query ?? null, body.params ?? {});
  }),
];

export { QUERY_URL as SANITY_QUERY_URL };
