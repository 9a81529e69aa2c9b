import { expect } from "@playwright/test";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { REDIRECTS_QUERY } from "@shared/addresses/redirects";
import { CACHE_CONTROL } from "../../app/lib/cache-control";
import { redirectFrom } from "@shared/addresses/site-paths";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "@shared/addresses/locales";
import { localize } from "../../app/content/layer/localize";
import { readFileSync } from "node:fs";
import { ONCE, test } from "../playwright-utils";

const raw = await evaluateGroq<Parameters<typeof redirectFrom>[0][]>(
  REDIRECTS_QUERY,
  {},
  parseNdjson(readFileSync("fixtures/data.ndjson", "utf8")),
);
/** The bundled redirects (fixtures/data.ndjson), as the site reads and applies them in a language. */
const bundledIn = (locale: Locale) => (localize(raw, locale) as typeof raw).map((entry) => redirectFrom(entry)!);
const bundled = bundledIn(DEFAULT_LOCALE);

test.describe("redirects kept in the Studio", ONCE, () => {
  test("answer on every language's path with the page in that language, permanent or not", async ({ request }) => {
    expect(new Set(bundled.map((redirect) => redirect.permanent))).toEqual(new Set([false, true]));
    for (const locale of LOCALES) {
      // (a document's path in the language's words: /academy leads to /fr/programme-education)
      for (const redirect of bundledIn(locale)) {
        if (!("path" in redirect.to)) continue;
        const from = localePath(locale, redirect.from);
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(redirect.permanent ? 301 : 302);
        expect(response.headers().location, from).toBe(localePath(locale, redirect.to.path));
        // Browsers ask again each time (an editor may change it); shared caches keep it, purged by its key.
        expect(response.headers()["cache-control"]).toBe(CACHE_CONTROL.editableRedirect);
        // Purged when a redirect changes: by the redirects' own key.
        expect(response.headers()["surrogate-key"]?.split(" ")).toContain("type:redirect");
      }
    }
  });

  test("match any spelling of the old path and keep the query; a path without one is still the 404", async ({
    request,
  }) => {
    const redirect = bundled.find((entry) => entry.permanent)!;
    const target = "path" in redirect.to ? redirect.to.path : "";
    const spelled = await request.get(`/fr${redirect.from.toUpperCase()}/?ref=newsletter`, { maxRedirects: 0 });
    expect(spelled.status()).toBe(301);
    expect(spelled.headers().location).toBe(`${localePath("fr", target)}?ref=newsletter`);

    // The language prefix and the path in any spelling, percent-encoded or not.
    for (const spelling of ["/FR", "/Fr"]) {
      const response = await request.get(`${spelling}${redirect.from}`, { maxRedirects: 0 });
      expect(response.headers().location, spelling).toBe(localePath("fr", target));
    }
    const encoded = await request.get(`/%${redirect.from.charCodeAt(1).toString(16)}${redirect.from.slice(2)}`, {
      maxRedirects: 0,
    });
    expect(encoded.headers().location).toBe(target);

    const followed = await request.get(redirect.from);
    expect(followed.url()).toMatch(new RegExp(`${target}$`));
    expect(followed.status()).toBe(200);

    const missing = await request.get(`${redirect.from}-nothing-here`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
