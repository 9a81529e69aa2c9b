import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, inlined in production: a first visit paints as soon as the HTML arrives, with no
 * render-blocking request before it (docs/decisions/007-inline-css-whole-hydration-data.md). The server provides the CSS text
 * (app/lib/stylesheet.server.ts, through entry.server); its SHA-256 is in the CSP's style-src. In development the
 * stylesheet stays a link, so Vite can hot-reload it.
 */
const StylesheetContext = createContext<string | null>(null);
export const StylesheetProvider = StylesheetContext.Provider;

/** Marks the inlined stylesheet, so the browser's copy can be kept as it is when the page hydrates. */
const INLINE_ATTRIBUTE = "data-stylesheet";

export function Stylesheet({ href }: { href: string }) {
  const css = useContext(StylesheetContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  // On the server, the CSS; in the browser, whatever the server sent (React does not rewrite the inner HTML of an
  // element while hydrating, and the string stays the same afterwards, so the element is never touched).
  const html =
    css ??
    (typeof document === "undefined" ? "" : (document.querySelector(`style[${INLINE_ATTRIBUTE}]`)?.textContent ?? ""));
  return (
    <style {...{ [INLINE_ATTRIBUTE]: href }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
