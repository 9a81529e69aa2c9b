import { expect } from "@playwright/test";
import { parseNdjson } from "../../app/content/groq";
import { redirectFrom } from "../../app/content/site-paths";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { readFileSync } from "node:fs";
import { ONCE, test } from "../playwright-utils";

const dataset = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const slugOf = (id: string) => (dataset.find((document) => document._id === id)?.slug as { current?: string })?.current;

/** The bundled redirects (fixtures/data.ndjson), as the site applies them. */
const bundled = dataset
  .filter((document) => document._type === "redirect" && document.enabled !== false)
  .map((document) =>
    redirectFrom({
      from: document.from as string,
      permanent: document.permanent as boolean,
      url: (document.toUrl as string | undefined) ?? null,
      page: (document.toPage as { _ref: string })._ref,
      slug: slugOf((document.toPage as { _ref: string })._ref) ?? null,
    })!,
  );

test.describe("redirects kept in the Studio", ONCE, () => {
  test("answer on every language's path with the page in that language, permanent or not", async ({ request }) => {
    expect(bundled.map((redirect) => redirect.permanent).sort()).toEqual([false, true]);
    for (const redirect of bundled) {
      if (!("path" in redirect.to)) continue;
      for (const locale of LOCALES) {
        const from = localePath(locale, redirect.from);
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(redirect.permanent ? 301 : 302);
        expect(response.headers().location, from).toBe(localePath(locale, redirect.to.path));
        expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
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

    const followed = await request.get(redirect.from);
    expect(followed.url()).toMatch(new RegExp(`${target}$`));
    expect(followed.status()).toBe(200);

    const missing = await request.get(`${redirect.from}-nothing-here`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
