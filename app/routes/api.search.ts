import type { LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_LOCALE, isLocale } from "@shared/addresses/locales";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { readOnly } from "~/lib/allowed-methods";
import { answerFrom, normalizeQuery, topHits } from "~/search/engine";
import { siteSearch } from "~/search/search.server";
import type { SearchApiAnswer } from "~/search/api";

const HEADERS = { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" };

/**
 * The site search for the header's dialog and the demo assistant (app/search/api.ts): `?lang=fr&q=…` answers the
 * best hits in that language, and with `&answer=1` what the assistant can say from the site. Never cached: a flood
 * of unique queries costs no memory anywhere.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? DEFAULT_LOCALE;
  if (!isLocale(lang))
    return Response.json({ error: "lang must be one of the site's languages" }, { status: 400, headers: HEADERS });
  const query = normalizeQuery(url.searchParams.getAll("q"));
  const index = await siteSearch.index(lang);
  // No index to ask (none could be built yet): said so, as an empty answer the dialog and the assistant can use.
  const body: SearchApiAnswer = index
    ? {
        query,
        hits: topHits(index, query),
        answer: url.searchParams.get("answer") === "1" ? answerFrom(index, query) : null,
      }
    : { query, hits: [], answer: null, unavailable: true };
  return Response.json(body, { headers: HEADERS });
}

export const action = readOnly;
