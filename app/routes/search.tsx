import { routeComponent } from "~/lib/route-component";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Search } from "~/components/common/icons";
import { PageIntro } from "~/components/common/PageIntro";
import { Highlighted } from "~/components/search/Highlighted";
import { buttonClass } from "~/components/ui/button-styles";
import { fill } from "@shared/dictionaries/fill";
import { localeFromPath } from "@shared/addresses/locales";
import { useLocalePath, useT } from "~/i18n/use-t";
import { CACHE_CONTROL, passOn } from "~/lib/cache-control";
import { getMeta } from "~/lib/meta";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { readOnly } from "~/lib/allowed-methods";
import { normalizeQuery, searchIndex, type SearchResults } from "~/search/engine";
import { SEARCH_TUNING } from "~/search/tuning";
import { siteSearch } from "~/search/search.server";

/**
 * /search?q=… in each language: the site search's results, rendered on the server (a GET form, so it works before
 * and without the page's scripts), grouped by kind. Kept from search engines, and never cached: each query is its
 * own page, and a flood of unique ones costs no memory (server/page-cache.ts keeps no URL with a query either).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = normalizeQuery(url.searchParams.getAll("q"));
  const index = query ? await siteSearch.index(locale) : null;
  const results: SearchResults | null = index ? searchIndex(index, query) : null;
  // A query with no index to ask (none could be built yet): said so, never taken for "nothing matches".
  const unavailable = Boolean(query) && !index;
  return data(
    // This page's own words (the header's and the dialog's come with every page).
    { query, results, unavailable, copy: dictionaryFor(locale).searchPage },
    // Any query string, even an empty or odd one: nothing keeps it (the bare /search is one page for everyone).
    url.search ? { headers: { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" } } : undefined,
  );
}

export const action = readOnly;

export const headers: HeadersFunction = ({ loaderHeaders }) => passOn(["Cache-Control", "X-Robots-Tag"], loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, { title: data?.copy.title ?? "Search", description: data?.copy.description, noindex: true });

export default routeComponent<typeof loader>(function SearchRoute({ query, results, unavailable, copy }) {
  const t = useT();
  const lp = useLocalePath();
  const count = results?.total ?? 0;
  const input = useRef<HTMLInputElement>(null);
  // A new query (a suggestion followed, the page's own form sent) shows in the field, which keeps its focus.
  useEffect(() => {
    if (input.current && input.current.value !== query) input.current.value = query;
  }, [query]);
  const summary = !query
    ? ""
    : unavailable
      ? copy.unavailable
      : count === 0
        ? fill(copy.none, { query })
        : count === 1
          ? fill(t.search.oneResult, { query })
          : fill(t.search.results, { count, query });
  return (
    <>
      <PageIntro eyebrow={copy.title} title={copy.heading}>
        <Form
          method="get"
          action={lp("/search")}
          role="search"
          className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="search-page-query" className="sr-only">
            {t.search.label}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
            />
            <input
              id="search-page-query"
              name="q"
              type="search"
              ref={input}
              defaultValue={query}
              maxLength={SEARCH_TUNING.maxQueryLength}
              placeholder={t.search.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="w-full rounded-full border-0 bg-white py-3 pr-4 pl-12 text-base text-ink-900 ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            />
          </div>
          <button type="submit" className={buttonClass("primary", "md")}>
            {copy.submit}
          </button>
        </Form>
      </PageIntro>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {/* What the search found, told to screen readers when it changes without a page load. */}
        <p role="status" className="sr-only">
          {summary}
        </p>
        {!query ? (
          <div className="max-w-2xl">
            <p className="text-ink-700">{copy.empty}</p>
            <Suggestions words={copy.suggestions} />
          </div>
        ) : unavailable ? (
          <p className="max-w-2xl text-lg font-semibold">{copy.unavailable}</p>
        ) : count === 0 ? (
          <div className="max-w-2xl">
            <h2 className="text-xl font-bold break-words">{summary}</h2>
            <p className="mt-3 text-ink-700">{copy.noneHelp}</p>
            <Suggestions words={copy.suggestions} />
            <p className="mt-8 text-ink-700">
              {copy.ask}{" "}
              <Link to={lp("/contact")} className="font-semibold text-brand-700 underline underline-offset-4">
                {copy.contact}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-ink-700 break-words">{summary}</h2>
            {results && results.total > results.shown && (
              <p className="mt-1 text-sm text-ink-600">{fill(copy.shown, { count: results.shown })}</p>
            )}
            <div className="mt-8 grid gap-10">
              {results?.groups.map((group) => (
                <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
                  <h3
                    id={`results-${group.kind}`}
                    className="text-sm font-semibold tracking-widest text-brand-700 uppercase"
                  >
                    {t.search.kinds[group.kind]}
                  </h3>
                  <ol className="mt-4 grid gap-3 lg:grid-cols-2">
                    {group.hits.map((hit) => (
                      <li
                        key={hit.id}
                        className="relative rounded-2xl bg-white p-5 ring-1 ring-ink-200 hover:ring-brand-300"
                      >
                        <Link
                          to={hit.href}
                          className="font-semibold text-ink-900 break-words after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                        >
                          <Highlighted segments={hit.title} />
                        </Link>
                        <p className="mt-1 text-xs font-medium text-ink-500">{hit.source}</p>
                        <p className="mt-2 text-sm leading-6 text-ink-600 break-words">
                          <Highlighted segments={hit.excerpt} />
                        </p>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
});

/** Searches that find something in every language, to try. */
function Suggestions({ words }: { words: string[] }) {
  const lp = useLocalePath();
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {words.map((word) => (
        <li key={word}>
          <Link
            to={`${lp("/search")}?${new URLSearchParams({ q: word })}`}
            className="inline-flex rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}
