import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, PREFIXED_LOCALES } from "@shared/locales";
import { rw } from "@shared/dictionaries/rw";
import { PAGES } from "@shared/pages";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, test } from "../playwright-utils";

/*
 * A URL in each language (issue 49): each page of the registry at its address in that language's words
 * (app/shared/dictionaries/page-paths.ts), every link to it following, and today's addresses kept as redirects.
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
        expect(response.headers()["location"], today).toBe(`${own}?x=1`);
        const page = await request.get(own, { maxRedirects: 0 });
        expect(page.status(), own).toBe(200);
        expect(await page.text(), own).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
      }
    }
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
