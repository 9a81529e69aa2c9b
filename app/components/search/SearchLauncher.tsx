import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactElement } from "react";
import { Search } from "~/components/common/icons";
import { useLocalePath, useT } from "~/i18n/use-t";

// The dialog's code loads when it first opens: the page's first load does not carry it. Should it fail to come (a
// deploy replaced it), the results page serves instead.
const SearchDialog = lazy(() =>
  import("./SearchDialog").catch(() => ({
    default: ResultsPageInstead as (typeof import("./SearchDialog"))["default"],
  })),
);

function ResultsPageInstead(_: { onClose: (navigated: boolean) => void }): ReactElement | null {
  const lp = useLocalePath();
  useEffect(() => window.location.assign(lp("/search")), [lp]);
  return null;
}

/**
 * The header's search: a link to the results page (/search), which is all it is before and without the page's
 * scripts; with them, it and Ctrl+K (⌘K) open the search dialog, and closing it brings focus back where it was.
 */
export function SearchLauncher() {
  const t = useT();
  const lp = useLocalePath();
  // 0: closed; else which opening this is. A dialog closing tells its own opening, so a close that arrives late (the
  // <dialog>'s close event comes a task after it closed) never shuts the dialog opened again meanwhile.
  const [opened, setOpened] = useState(0);
  const openings = useRef(0);
  const [hydrated, setHydrated] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  isOpen.current = opened !== 0;
  const open = (from: HTMLElement | null) => {
    opener.current = from;
    openings.current += 1;
    setOpened(openings.current);
  };

  useEffect(() => {
    setHydrated(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      if (isOpen.current) return; // already open: focus stays in it
      open(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window follows the link.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(event.currentTarget);
  };

  return (
    <>
      <Link
        to={lp("/search")}
        onClick={onClick}
        // A dialog only once the scripts run; before, the link leads to the results page.
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full text-sm font-medium whitespace-nowrap text-ink-600 hover:bg-ink-100 hover:text-ink-900 2xl:px-3 2xl:ring-1 2xl:ring-ink-200"
      >
        <Search aria-hidden className="size-5 2xl:size-4" />
        {/* The words beside the icon where the header has room for them in every language. */}
        <span className="sr-only 2xl:not-sr-only">{t.search.open}</span>
        <kbd
          aria-hidden
          className="hidden rounded border border-ink-200 px-1.5 font-sans text-xs text-ink-600 2xl:inline"
        >
          {t.search.shortcut}
        </kbd>
      </Link>
      {opened !== 0 && (
        <Suspense fallback={null}>
          <SearchDialog
            key={opened}
            onClose={(navigated) => {
              if (openings.current !== opened) return; // (an earlier opening's late close)
              setOpened(0);
              // Back where it was; after a result was chosen, focus is where it led (SearchDialog).
              if (!navigated) opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
