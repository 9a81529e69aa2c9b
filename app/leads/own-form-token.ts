import { useSyncExternalStore } from "react";
import { FORM_TOKEN_ROUTE } from "@shared/addresses/pages";

/*
 * A form token of the visitor's own. The page's token says when the page was rendered, and a cached page gives every
 * visitor the same one, so the lead forms' too-fast check would measure the cached page's age. When the page's
 * token is already older than a person needs to fill a form (the page came from a cache), the page asks, once per
 * visit, for a token of its own (/api/form-token) as soon as it runs its scripts: the check then measures this
 * visitor's time since the page came, never less than before. The forms use it (SpamTrap) once it has come; the
 * document says `data-form-token="own"` or `"page"` once that is settled (tests wait for it). Without JavaScript,
 * or should the request fail, the page's token serves.
 */

let own: string | null = null;
let asked = false;
const listeners = new Set<() => void>();

/** When a token was made, from its first part (`<ms, base 36>.<random>.<signature>`). */
const madeAt = (token: string) => parseInt(token.split(".")[0] ?? "", 36);

function settle(which: "own" | "page") {
  document.documentElement.dataset.formToken = which;
}

/** Asks for the visitor's own token when the page's is older than `minFillMs`; once per visit. */
export function askForOwnFormToken(pageToken: string | null | undefined, minFillMs: number) {
  if (asked) return;
  asked = true;
  if (!pageToken || !(Date.now() - madeAt(pageToken) > minFillMs)) return settle("page");
  void fetch(FORM_TOKEN_ROUTE.path, { cache: "no-store" })
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ token: string | null }>) : null))
    .then((answer) => {
      if (answer?.token) {
        own = answer.token;
        for (const listener of listeners) listener();
      }
    })
    .catch(() => {})
    .finally(() => settle(own ? "own" : "page"));
}

/** The visitor's own token, once it has come; null before, on the server, or when the page's serves. */
export function useOwnFormToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => own,
    () => null,
  );
}
