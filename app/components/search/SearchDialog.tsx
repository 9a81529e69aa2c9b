import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Search, X } from "~/components/common/icons";
import { fill } from "@shared/dictionaries/fill";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";
import { askFromDialog, searchApiUrl, type SearchDialogAnswer } from "~/search/api";
import { SEARCH_TUNING } from "~/search/tuning";
import { Highlighted } from "./Highlighted";

/** How long typing pauses before the dialog asks (a question asked anew cancels the one still on its way). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * The search dialog (loaded when first opened, from SearchLauncher): a modal <dialog> whose field is an ARIA
 * combobox over a listbox of results, asked of the site's own endpoint as the visitor types. Up and Down move
 * through the results, Enter opens the one chosen (or the results page), Escape and a click outside close it.
 */
export default function SearchDialog({ onClose }: { onClose: (navigated: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [query, setQuery] = useState("");
  const navigated = useRef(false);
  const searched = query.trim();
  const resultsPage = `${lp("/search")}?${new URLSearchParams({ q: searched })}`;
  // Asked with the browser's fetch, not a router fetcher: a router update is a transition, which React 18 holds
  // until every part of the page still waiting for its code has hydrated (app/lib/loads-near.tsx); this dialog's
  // own state reaches no other part. A failure is an answer too ("not answering": askFromDialog).
  const [data, setData] = useState<SearchDialogAnswer | undefined>();
  const asking = useRef<AbortController | null>(null);
  const load = useCallback((href: string) => {
    asking.current?.abort();
    const controller = (asking.current = new AbortController());
    askFromDialog(new Request(new URL(href, window.location.href), { signal: controller.signal })).then(
      setData,
      () => undefined, // given up: newer words are on their way
    );
  }, []);
  useEffect(() => () => asking.current?.abort(), []);
  const answered = searched !== "" && data?.asked === searched;
  const state = !searched ? "idle" : !answered ? "searching" : data.failed ? "failed" : "done";
  // The results of earlier words stay in view until the new ones come (cleared with the field).
  const hits = searched && data && !data.failed ? data.hits : [];
  // A result chosen (arrows, pointer) belongs to the answer it was chosen in: none is chosen in a new answer.
  const [chosen, setChosen] = useState({ among: data, index: -1 });
  const active = chosen.among === data ? chosen.index : -1;
  const choose = (index: number) => setChosen({ among: data, index });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Opened, it asks once for nothing: the endpoint (and the connection to it) is warm before the first word.
  useEffect(() => void load(searchApiUrl(locale, "")), [locale, load]);

  useEffect(() => {
    if (!searched) return;
    const timer = setTimeout(() => void load(searchApiUrl(locale, searched)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searched, locale, load]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  // Closed by the site (Escape, the close button, a result): the launcher hears at once, not a task later when the
  // dialog's close event comes, so a key pressed meanwhile opens it again (the close event then changes nothing).
  const close = () => {
    dialog.current?.close();
    onClose(navigated.current);
  };
  // Choosing a result: the dialog closes, the page changes, and focus goes where the visitor arrived.
  const go = (href: string) => {
    navigated.current = true;
    close();
    void Promise.resolve(navigate(href)).then(() => focusArrival(href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!hits.length) return;
      // Down from the last result goes to the first, Up from the first (or from none) to the last.
      choose(event.key === "ArrowDown" ? (active + 1) % hits.length : active <= 0 ? hits.length - 1 : active - 1);
    } else if (event.key === "Escape") {
      // Also when the field holds text (a search field would only clear it): Escape closes the dialog.
      event.preventDefault();
      close();
    }
  };

  const status =
    state === "searching"
      ? t.search.searching
      : state === "failed"
        ? t.search.failed
        : state === "done"
          ? hits.length === 0
            ? fill(t.search.noneShort, { query: searched })
            : hits.length === 1
              ? fill(t.search.oneResult, { query: searched })
              : fill(t.search.results, { count: hits.length, query: searched })
          : "";
  const expanded = hits.length > 0;

  return (
    // A click on the backdrop reaches the dialog itself (its box is the panel): it closes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => onClose(navigated.current)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-0 mx-auto mt-4 w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/40 sm:mt-[12vh]"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t.search.label}
      </h2>
      <form
        role="search"
        method="get"
        action={lp("/search")}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = hits[active];
          if (chosen) go(chosen.href);
          else if (searched) go(resultsPage);
        }}
        className="flex items-center gap-3 border-b border-ink-200 px-4"
      >
        <Search aria-hidden className="size-5 shrink-0 text-ink-500" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.search.label}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={active >= 0 && hits[active] ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-help`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TUNING.maxQueryLength}
          placeholder={t.search.placeholder}
          value={query}
          onChange={(event) => {
            // What was chosen belonged to the previous words: nothing is chosen until the new results come.
            choose(-1);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 border-0 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="button"
          onClick={close}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{t.search.close}</span>
        </button>
      </form>

      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t.search.label}
        className={`max-h-[60vh] overflow-y-auto ${expanded ? "p-2" : "hidden"}`}
      >
        {hits.map((hit, index) => (
          // Options are chosen from the field (arrows and Enter), or by pointer: they take no focus themselves.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            aria-labelledby={`${id}-option-${index}-title`}
            aria-describedby={`${id}-option-${index}-where`}
            onClick={() => go(hit.href)}
            onMouseMove={() => choose(index)}
            className={`cursor-pointer rounded-xl px-3 py-2.5 ${index === active ? "bg-brand-50 ring-1 ring-brand-300" : ""}`}
          >
            <span id={`${id}-option-${index}-title`} className="block font-semibold break-words">
              <Highlighted segments={hit.title} />
            </span>
            <span id={`${id}-option-${index}-where`} className="mt-0.5 block text-xs font-medium text-ink-600">
              {t.search.kinds[hit.kind]} · {hit.source}
            </span>
            <span className="mt-1 line-clamp-2 block text-sm text-ink-600 break-words">
              <Highlighted segments={hit.excerpt} />
            </span>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-200 bg-ink-50 px-4 py-2.5 text-xs text-ink-600">
        <p role="status" className="font-medium text-ink-700">
          {status}
        </p>
        <p id={`${id}-help`}>{t.search.help}</p>
        {searched && state === "done" && (
          <a
            href={resultsPage}
            onClick={(event) => {
              event.preventDefault();
              go(resultsPage);
            }}
            className="w-full font-semibold text-brand-700 underline underline-offset-2"
          >
            {fill(t.search.allResults, { query: searched })}
          </a>
        )}
      </div>
    </dialog>
  );
}

/**
 * Focus where a chosen result leads, once the new page is drawn: the part of the page its link names (a question,
 * a plan), else the page's main content (the skip link's target), as a link followed without the dialog would.
 */
function focusArrival(href: string, deadline = performance.now() + 2000) {
  const hash = decodeURIComponent(new URL(href, window.location.href).hash.slice(1));
  const target = (hash && document.getElementById(hash)) || (!hash && document.getElementById("main"));
  if (!target) {
    if (performance.now() < deadline) requestAnimationFrame(() => focusArrival(href, deadline));
    return;
  }
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
