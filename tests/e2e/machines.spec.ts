import { LOCALES } from "@shared/addresses/locales";
import { markdownAddress } from "~/lib/markdown-address";
import { LLMS_FULL_BUDGET_BYTES } from "~/markdown/llms";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { expect, ONCE, test } from "../playwright-utils";

/*
 * Read by machines (issue 50): every page's Markdown twin at its address + .md and by Accept, llms.txt and
 * llms-full.txt in each language, robots.txt naming them.
 */

const MARKDOWN = /^text\/markdown; charset=utf-8; variant=GFM$/;
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

/** An element's text as a reader sees it: tags gone, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/** Markdown's text as a reader sees it: backslash escapes read. */
const unescaped = (markdown: string) => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, "$1");

const path = (address: string) => address.replace(E2E_SITE_URL, "");

test(
  "every page of the sitemap, in each language, has a Markdown twin (linked from its head) with its H1, whose every link answers 200",
  ONCE,
  async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(40);
    const links = new Set<string>();
    for (const address of addresses) {
      const html = await (await request.get(path(address), { headers: { Accept: BROWSER_ACCEPT } })).text();
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
      expect(h1, address).not.toBe("");
      const twin = `${E2E_SITE_URL}${markdownAddress(path(address) || "/")}`;
      expect(html, address).toContain(`<link rel="alternate" type="text/markdown" href="${twin}"/>`);
      const answer = await request.get(path(twin), { maxRedirects: 0 });
      expect(answer.status(), twin).toBe(200);
      expect(answer.headers()["content-type"], twin).toMatch(MARKDOWN);
      const markdown = await answer.text();
      const [first = ""] = markdown.split("\n");
      expect(first, twin).toMatch(/^# /);
      expect(unescaped(first), `${twin} opens with the page's H1`).toContain(h1);
      for (const [, href] of markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g))
        if (href!.startsWith(E2E_SITE_URL)) links.add(path(href!));
    }
    expect(links.size).toBeGreaterThan(50);
    for (const link of links) {
      const answer = await request.get(link, { maxRedirects: 0 });
      expect(answer.status(), link).toBe(200);
    }
  },
);

test(
  "a page's own address answers its twin to Accept: text/markdown, and still HTML to a browser, from the page cache",
  ONCE,
  async ({ request }) => {
    for (const page of ["/pricing", "/fr/tarifs", "/rw", "/blog/live-translation-in-every-conversation"]) {
      const twin = await request.get(markdownAddress(page));
      const asked = await request.get(page, { headers: { Accept: "text/markdown" } });
      expect(asked.status(), page).toBe(200);
      expect(asked.headers()["content-type"], page).toMatch(MARKDOWN);
      expect(asked.headers().vary, page).toMatch(/\bAccept\b/);
      expect(await asked.text(), page).toBe(await twin.text());
      // A CDN that keys by URL alone must not keep it for the HTML's address; the .md address it may keep.
      expect(asked.headers()["cdn-cache-control"], page).toBe("no-store");
      expect(twin.headers()["cdn-cache-control"], page).toBeUndefined();
      // A browser's request for the same address, before and after: the HTML page, kept apart from the twin.
      for (let visit = 0; visit < 2; visit++) {
        const html = await request.get(page, { headers: { Accept: BROWSER_ACCEPT } });
        expect(html.headers()["content-type"], page).toMatch(/^text\/html/);
        expect(html.headers().vary, page).toMatch(/\bAccept\b/);
        expect(html.headers().etag, `${page}: kept by the page cache`).toBeTruthy();
        expect(html.headers().etag).not.toBe(asked.headers().etag);
        expect(await html.text()).toMatch(/^<!DOCTYPE html>/);
      }
    }
  },
);

test(
  "a twin exists only for a public page: an unknown one, search results and a form's answer are 404 (asked by Accept: their HTML); only GET",
  ONCE,
  async ({ request }) => {
    for (const address of [
      "/no-such-page.md",
      "/blog/no-such-post.md",
      "/search.md",
      "/newsletter.md",
      "/fr/recherche.md",
    ]) {
      const answer = await request.get(address, { maxRedirects: 0 });
      expect(answer.status(), address).toBe(404);
    }
    expect((await request.post("/contact.md", { form: { email: "a@b.rw" }, maxRedirects: 0 })).status()).toBe(405);
    // Asked for by Accept, a page with no twin answers as it does to anyone: its HTML.
    for (const address of ["/search?q=pricing", "/newsletter"]) {
      const answer = await request.get(address, { headers: { Accept: "text/markdown, text/html;q=0.5" } });
      expect(answer.status(), address).toBe(200);
      expect(answer.headers()["content-type"], address).toMatch(/^text\/html/);
    }
    // An old address of a page moves to the twin of its address in the language.
    const moved = await request.get("/fr/pricing.md", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(/\/fr\/tarifs\.md$/);
  },
);

test(
  "llms.txt in each language lists the twins, each answering 200; llms-full.txt holds them all within its budget",
  ONCE,
  async ({ request }) => {
    // Written out, not made by the code under test: each language's files at its own address, never moved.
    const FILES = {
      en: { index: "/llms.txt", full: "/llms-full.txt", twins: /^https?:\/\/[^/]+\/(?!fr\/|rw\/)/ },
      fr: { index: "/fr/llms.txt", full: "/fr/llms-full.txt", twins: /^https?:\/\/[^/]+\/fr\// },
      rw: { index: "/rw/llms.txt", full: "/rw/llms-full.txt", twins: /^https?:\/\/[^/]+\/rw\// },
    } as const;
    const TITLES = { en: "## Pricing\n", fr: "## Tarifs\n", rw: "## Ibiciro\n" } as const;
    for (const locale of LOCALES) {
      const index = await request.get(FILES[locale].index, { maxRedirects: 0 });
      expect(index.status(), FILES[locale].index).toBe(200);
      const text = await index.text();
      expect(text, `${FILES[locale].index} is in its language`).toContain(TITLES[locale]);
      expect(text).toMatch(/^# .+\n\n> .+\n\n## /);
      expect(text).toContain("\n## Optional\n");
      const twins = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
      expect(twins.length, locale).toBeGreaterThan(20);
      for (const twin of twins) {
        expect(twin).toMatch(/\.md$/);
        expect(twin, `${FILES[locale].index} lists its language's addresses only`).toMatch(FILES[locale].twins);
        const answer = await request.get(path(twin), { maxRedirects: 0 });
        expect(answer.status(), twin).toBe(200);
        expect(answer.headers()["content-type"], twin).toMatch(MARKDOWN);
      }
      const full = await request.get(FILES[locale].full, { maxRedirects: 0 });
      expect(full.status(), FILES[locale].full).toBe(200);
      const body = await full.body();
      expect(body.length, `${locale}: llms-full.txt within its budget`).toBeLessThanOrEqual(LLMS_FULL_BUDGET_BYTES);
      for (const twin of twins) expect(body.toString(), twin).toContain(`<!-- ${twin} -->`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`${E2E_SITE_URL}/llms.txt`);
    expect(robots).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
  },
);
