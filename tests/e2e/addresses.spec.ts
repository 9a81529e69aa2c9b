import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, PREFIXED_LOCALES } from "@shared/addresses/locales";
import { rw } from "@shared/dictionaries/rw";
import { addressesOf, namesOf, OTHER_NAMES_FIELD, type OtherNames } from "@shared/addresses/names";
import { PAGES, routedPath, routedType } from "@shared/addresses/pages";
import { CACHE_CONTROL } from "../../app/lib/cache-control";
import { fixtureDocuments } from "../mocks/dataset";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, test } from "../playwright-utils";

/*
 * A URL in each language (issue 49): each page of the registry at its address in that language's words
 * (app/shared/dictionaries/page-paths.ts), each document with a URL at its name in that language (its `slugs`:
 * app/shared/addresses/names.ts), every link to them following, and today's addresses kept as redirects.
 */

test(
  "every page of the sitemap, in each language: alternates reciprocal and answering 200 in their language, x-default the English page, canonical itself, the switcher's links the alternates",
  ONCE,
  async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(PAGES.length * LOCALES.length);
    const seen = new Map<string, { lang: string; alternates: Record<string, string> }>();
    const read = async (address: string) => {
      const known = seen.get(address);
      if (known) return known;
      const response = await request.get(address.replace(E2E_SITE_URL, ""), { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
      );
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(html, address).toContain(`<link rel="canonical" href="${address}"/>`);
      // The header's language switcher: a link for each other language, to that language's alternate.
      const switcher = [...html.matchAll(/<a\s[^>]*\bhrefLang="[^"]+"[^>]*>/g)].map(([tag]) => ({
        lang: /\bhrefLang="([^"]+)"/.exec(tag)![1]!,
        href: /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&") ?? "",
      }));
      expect(switcher.length, `${address}: the switcher links the other languages`).toBeGreaterThanOrEqual(
        LOCALES.length - 1,
      );
      for (const link of switcher)
        expect(`${E2E_SITE_URL}${link.href}`, `${address}: the switcher's ${link.lang} link`).toBe(
          alternates[link.lang],
        );
      const page = { lang, alternates };
      seen.set(address, page);
      return page;
    };
    for (const address of addresses) {
      const { alternates } = await read(address);
      expect(Object.keys(alternates).sort(), address).toEqual(
        [...LOCALES.map((locale) => LOCALE_INFO[locale].tag), "x-default"].sort(),
      );
      expect(alternates["x-default"], address).toBe(alternates[LOCALE_INFO[DEFAULT_LOCALE].tag]);
      expect(Object.values(alternates), address).toContain(address);
      for (const locale of LOCALES) {
        const other = await read(alternates[LOCALE_INFO[locale].tag]!);
        expect(other.lang, alternates[locale]).toBe(LOCALE_INFO[locale].tag);
        expect(other.alternates, `${alternates[locale]} lists the same alternates as ${address}`).toEqual(alternates);
      }
    }
  },
);

test(
  "every page's address of today under /fr and /rw (its English path) answers 301 to its own, query kept, in one hop",
  ONCE,
  async ({ request }) => {
    for (const locale of PREFIXED_LOCALES) {
      for (const { path } of PAGES) {
        const own = localePath(locale, path);
        const today = path === "/" ? `/${locale}` : `/${locale}${path}`;
        if (today === own) continue;
        const response = await request.get(`${today}?utm_source=old-link&x=1`, { maxRedirects: 0 });
        expect(response.status(), today).toBe(301);
        // (the campaign rides the redirect, after the address's own query: tests/e2e/campaign-redirects.spec.ts)
        expect(response.headers()["location"], today).toBe(`${own}?x=1&utm_source=old-link`);
        const page = await request.get(own, { maxRedirects: 0 });
        expect(page.status(), own).toBe(200);
        expect(await page.text(), own).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
      }
    }
  },
);

test(
  "the blog's addresses in English words under /fr and /rw answer 301 to the language's own, in one hop, which answer 200 in their language; sitemap.xml lists only those",
  ONCE,
  async ({ request }) => {
    for (const [today, own, lang] of [
      // a category by its English name under the English prefix: its French name under the French prefix
      ["/fr/blog/category/how-to", "/fr/blog/categorie/tutoriels", "fr"],
      ["/fr/blog/category/tutoriels", "/fr/blog/categorie/tutoriels", "fr"],
      ["/fr/blog/author/grace-uwase", "/fr/blog/auteur/grace-uwase", "fr"],
      ["/rw/blog", "/rw/inkuru", "rw"],
      ["/rw/blog/guhindura-indimi-ako-kanya-mu-biganiro", "/rw/inkuru/guhindura-indimi-ako-kanya-mu-biganiro", "rw"],
      ["/rw/blog/live-translation-in-every-conversation", "/rw/inkuru/guhindura-indimi-ako-kanya-mu-biganiro", "rw"],
      ["/rw/blog/category/uko-bikorwa", "/rw/inkuru/icyiciro/uko-bikorwa", "rw"],
      ["/rw/blog/author/aline-mukamana", "/rw/inkuru/umwanditsi/aline-mukamana", "rw"],
      ["/rw/blog/page/2", "/rw/inkuru/urupapuro/2", "rw"],
    ] as const) {
      const moved = await request.get(`${today}?utm_campaign=old-link`, { maxRedirects: 0 });
      expect(moved.status(), today).toBe(301);
      expect(moved.headers()["location"], today).toBe(`${own}?utm_campaign=old-link`);
      const page = await request.get(own, { maxRedirects: 0 });
      expect(page.status(), own).toBe(200);
      expect(await page.text(), own).toContain(`<html lang="${lang}"`);
    }
    // The feed too, a file of the language's own.
    const feed = await request.get("/rw/blog/rss.xml", { maxRedirects: 0 });
    expect(feed.status()).toBe(301);
    expect(feed.headers()["location"]).toBe("/rw/inkuru/rss.xml");
    expect((await request.get("/rw/inkuru/rss.xml", { maxRedirects: 0 })).status()).toBe(200);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) =>
      match[1]!.slice(E2E_SITE_URL.length),
    );
    expect(listed).toContain("/rw/inkuru/icyiciro/uko-bikorwa");
    expect(listed).toContain("/fr/blog/auteur/grace-uwase");
    expect(listed.filter((path) => /^\/rw\/blog(\/|$)|^\/fr\/blog\/(category|author)\//.test(path))).toEqual([]);
  },
);

test("a `?` written encoded in a path is part of it, never a query made from it", ONCE, async ({ request }) => {
  for (const path of ["/fr/pricing%3Fx=1", "/rw/about%23top"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("the sign-in screen's help link leads to the contact page in the page's language", async ({ page }) => {
  await page.goto(localePath("rw", "/auth"));
  await expect(page.getByRole("link", { name: rw.auth.forgot })).toHaveAttribute("href", localePath("rw", "/contact"));
});

/** Every document with a URL of its own in the bundled dataset, with its name in each language. */
function routedDocuments() {
  return fixtureDocuments().flatMap((document) => {
    const routed = routedType(document._type);
    const english = routed && (document[routed.field] as { current?: string } | undefined)?.current;
    if (!routed || !english || document._id.startsWith("drafts.")) return [];
    // (a scheduled post is nowhere until its time)
    if (document._type === "post" && String(document.publishedAt) > new Date().toISOString()) return [];
    return [{ document, english, names: namesOf(english, document[OTHER_NAMES_FIELD] as OtherNames) }];
  });
}

test(
  "every document's address of today under /fr and /rw (its English name) answers 301 to its own there, query kept, in one hop",
  ONCE,
  async ({ request }) => {
    const documents = routedDocuments();
    expect(documents.length).toBeGreaterThan(10);
    let moved = 0;
    for (const { document, english, names } of documents) {
      const addresses = addressesOf(document._type, names);
      for (const locale of PREFIXED_LOCALES) {
        const today = localePath(locale, routedPath(document._type, english)!);
        const own = addresses[locale];
        if (today !== own) {
          moved++;
          const response = await request.get(`${today}?utm_medium=old&x=1`, { maxRedirects: 0 });
          expect(response.status(), today).toBe(301);
          expect(response.headers()["location"], today).toBe(`${own}?x=1&utm_medium=old`);
          // An editor may give the old name back: browsers ask again each time; a shared cache keeps it, purged
          // with what names the document.
          expect(response.headers()["cache-control"], today).toBe(CACHE_CONTROL.editableRedirect);
          expect(response.headers()["surrogate-key"]?.split(" "), today).toContain(`type:${document._type}`);
        }
        const page = await request.get(own, { maxRedirects: 0 });
        expect(page.status(), own).toBe(200);
        expect(await page.text(), own).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
      }
    }
    expect(moved, "documents with an address of their own in another language").toBeGreaterThan(20);
  },
);

test("a redirect an editor made to a document leads to it in the visitor's language, in one hop", async ({
  request,
}) => {
  const academy = fixtureDocuments().find((document) => document._id === "redirect-academy")!;
  const target = routedDocuments().find(({ document }) => document._id === (academy.toPage as { _ref: string })._ref)!;
  const addresses = addressesOf(target.document._type, target.names);
  for (const locale of LOCALES) {
    const response = await request.get(localePath(locale, String(academy.from)), { maxRedirects: 0 });
    expect(response.status(), locale).toBe(301);
    expect(response.headers()["location"], locale).toBe(addresses[locale]);
  }
  expect(new Set(Object.values(addresses)).size).toBe(LOCALES.length);
});

test("search in French links French addresses, each answering 200 where it points", async ({ request }) => {
  const [french] = PREFIXED_LOCALES;
  const html = await (await request.get(`/${french}/search?q=traduction`)).text();
  const links = [...new Set([...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!))].filter((href) =>
    routedDocuments().some(({ document, names }) => href === addressesOf(document._type, names)[french!]),
  );
  expect(links.length, "documents found").toBeGreaterThanOrEqual(2);
  const english = routedDocuments().map(({ document, english }) =>
    localePath(french!, routedPath(document._type, english)!),
  );
  for (const href of [...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!)) {
    if (!english.includes(href)) continue;
    // (an address of before in French: only where it is the document's own too, as an author's name is)
    expect(
      routedDocuments().some(({ document, names }) => addressesOf(document._type, names)[french!] === href),
      href,
    ).toBe(true);
  }
  for (const href of links) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
});
