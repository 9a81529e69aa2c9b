import { useNavigate } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";

/**
 * Static parts of a page, hydrated as they came (docs/decisions/007-inline-css-lean-hydration.md).
 *
 * A page's HTML is the whole page; its hydration data need only carry what the interactive parts use. For a
 * document, the server sends each route's data cut down by its picker in app/lib/hydration.server.ts and marked
 * lean. While such data hydrates, an `Island` keeps the server's HTML for its part exactly as it is (React does not
 * rewrite an element's inner HTML while hydrating) instead of rendering it again from data the browser never got:
 * no data, and no hydration work, for text that never changes. After a client-side navigation or a revalidation,
 * the data is whole again and the island renders from it like any other component.
 *
 * Links inside a kept island are plain anchors, so the island follows Remix's own links (`data-discover`) itself:
 * a click becomes a client-side navigation, as it would on a `<Link>`.
 */
const LEAN = "__lean";

/** True when a route's data is the lean copy a document was hydrated with. */
export function isLean(data: unknown): boolean {
  return typeof data === "object" && data !== null && LEAN in data;
}

/** A route's data as a document sends it: what the picker kept, marked lean. */
export function markLean<T extends object>(data: T): T & { [LEAN]: true } {
  return { ...data, [LEAN]: true };
}

export function Island({ id, kept, children }: { id: string; kept: boolean; children: () => ReactNode }) {
  const navigate = useNavigate();
  // Read once, while hydrating: the markup the server sent for this island.
  const [html] = useState(() => (kept && typeof document !== "undefined" ? (document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? "") : ""));
  if (!kept) {
    return (
      <div data-island={id} className="contents">
        {children()}
      </div>
    );
  }
  return (
    <div
      data-island={id}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
      onClick={(event) => followLink(event, navigate)}
    />
  );
}

function followLink(event: MouseEvent<HTMLDivElement>, navigate: ReturnType<typeof useNavigate>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest?.("a[data-discover]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
